import type { RelabelDetail } from '@oms/contracts';
import { bodyOf } from '../fixtures';
import { passedProduct } from '../../src/modules/combinations/combinations.test-support';
import { stock } from '../../src/modules/outbound-orders/outbound-orders.test-support';
import { orderingOwner, type AccessFixture } from './fixture';

/** A draft of one line: a piece of one passed product to be labelled as another. */
const draft = (warehouseId: string, oldProductId: string, newProductId: string) => ({
  warehouseId,
  lines: [{ oldProductId, newProductId, quantity: 1 }],
});

const relabelOrders: AccessFixture = {
  // A draft of the owner in its signed warehouse, its old SKU in stock there.
  async seed({ app, owner, call }) {
    const warehouse = await orderingOwner(app, owner, call);
    const [from, to] = [await passedProduct(app, owner), await passedProduct(app, owner)];
    await stock(app, owner, warehouse.id, [from], 5);
    const res = await call(
      app,
      owner.token,
      'relabel-orders/create',
      draft(String(warehouse.id), from.id, to.id),
    );
    return { id: bodyOf<RelabelDetail>(res).data.id };
  },
  bodies: {
    update: (id) => ({ id, ...draft('1', id, `${id}0`) }),
  },
};

// The access test names fixtures by their export, and this domain's name is not an identifier.
export { relabelOrders as 'relabel-orders' };
