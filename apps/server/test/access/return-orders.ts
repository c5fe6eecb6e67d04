import type { ReturnDetail } from '@oms/contracts';
import { bodyOf } from '../fixtures';
import { passedProduct } from '../../src/modules/combinations/combinations.test-support';
import { orderingOwner, type AccessFixture } from './fixture';

/** A draft of one line: a piece of one passed product coming back. */
const draft = (warehouseId: string, productId: string) => ({
  warehouseId,
  lines: [{ productId, quantity: 1, handling: 'RESTOCK' }],
});

const returnOrders: AccessFixture = {
  // A draft of the owner to its signed warehouse.
  async seed({ app, owner, call }) {
    const warehouse = await orderingOwner(app, owner, call);
    const product = await passedProduct(app, owner);
    const res = await call(app, owner.token, 'return-orders/create', draft(String(warehouse.id), product.id));
    return { id: bodyOf<ReturnDetail>(res).data.id };
  },
  bodies: {
    update: (id) => ({ id, ...draft('1', id) }),
  },
};

// The access test names fixtures by their export, and this domain's name is not an identifier.
export { returnOrders as 'return-orders' };
