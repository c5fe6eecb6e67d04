import { keyForTenant } from '../../src/modules/integration/integration.test-support';
import { putAway } from '../../src/modules/inventory/inventory.test-support';
import { createProduct } from '../../src/modules/products/products.test-support';
import type { AccessFixture } from './fixture';

/** A balance of the owner's: a product put away in a warehouse of its tenant. */
export const inventory: AccessFixture = {
  async seed({ app, owner }) {
    const product = await createProduct(app, owner.token);
    const k = await keyForTenant(app, owner.tenantId, 'stock-access');
    const owned = { tenantId: owner.tenantId, companyId: owner.companyId };
    const [balance] = await putAway(app, owned, k.warehouseId, Number(product.id), 5);
    return { id: String(balance!.id) };
  },
  bodies: { setThreshold: (id) => ({ id, threshold: 3 }) },
};
