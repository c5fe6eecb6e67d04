import { bodyOf } from '../fixtures';
import { fullProfile, upload, warehouseOf } from '../../src/modules/certification/certification.test-support';
import { passedProduct } from '../../src/modules/combinations/combinations.test-support';
import { orderBody, signWarehouse } from '../../src/modules/inbound-orders/inbound-orders.test-support';
import type { AccessFixture } from './fixture';

const inboundOrders: AccessFixture = {
  // A draft of the owner: certified, signed to a warehouse of its tenant, with a passed product.
  async seed({ app, owner, call }) {
    const license = await upload(app, owner.token);
    const submitted = bodyOf<{ id: string }>(
      await call(app, owner.token, 'certification/submit', fullProfile(license.id)),
    );
    await app.services.certification.decide(
      owner.tenantId,
      Number(submitted.data.id),
      { approve: true },
      'LAX',
    );
    const warehouse = await warehouseOf(app, owner.tenantId);
    await signWarehouse(app, owner, warehouse.id);
    const product = await passedProduct(app, owner);
    const res = await call(
      app,
      owner.token,
      'inbound-orders/create',
      orderBody(warehouse.id, [[product, 1]]),
    );
    return { id: bodyOf<{ id: string }>(res).data.id };
  },
  bodies: {
    update: (id) => ({ id, ...orderBody(1, [[{ id }, 1]]) }),
    detail: (id) => ({ id }),
  },
};

// The access test names fixtures by their export, and this domain's name is not an identifier.
export { inboundOrders as 'inbound-orders' };
