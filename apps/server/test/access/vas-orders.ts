import type { VasDetail } from '@oms/contracts';
import { bodyOf } from '../fixtures';
import { passedProduct } from '../../src/modules/combinations/combinations.test-support';
import { stock } from '../../src/modules/outbound-orders/outbound-orders.test-support';
import { orderingOwner, type AccessFixture } from './fixture';

/** A draft asking for photos of one piece of a passed product. */
const draft = (warehouseId: string, productId: string) => ({
  warehouseId,
  serviceType: 'PHOTOS',
  lines: [{ productId, quantity: 1 }],
  requirements: 'A photo of the label',
});

const vasOrders: AccessFixture = {
  // A draft of the owner in its signed warehouse, its piece in stock there.
  async seed({ app, owner, call }) {
    const warehouse = await orderingOwner(app, owner, call);
    const product = await passedProduct(app, owner);
    await stock(app, owner, warehouse.id, [product], 5);
    const res = await call(app, owner.token, 'vas-orders/create', draft(String(warehouse.id), product.id));
    return { id: bodyOf<VasDetail>(res).data.id };
  },
  bodies: {
    update: (id) => ({ id, ...draft('1', id) }),
  },
};

// The access test names fixtures by their export, and this domain's name is not an identifier.
export { vasOrders as 'vas-orders' };
