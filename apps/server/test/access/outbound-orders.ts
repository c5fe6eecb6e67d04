import { bodyOf } from '../fixtures';
import { passedProduct } from '../../src/modules/combinations/combinations.test-support';
import { orderingOwner, type AccessFixture } from './fixture';

/** A disposal: no recipient and no carrier, so the card of a bare warehouse prices it. */
const disposal = (warehouseId: string, productId: string) => ({
  type: 'DISPOSAL',
  warehouseId,
  lines: [{ kind: 'PRODUCT', id: productId, quantity: 1 }],
});

const outboundOrders: AccessFixture = {
  // A draft disposal of the owner: certified, signed to a warehouse of its tenant, with a passed product.
  async seed({ app, owner, call }) {
    const warehouse = await orderingOwner(app, owner, call);
    const product = await passedProduct(app, owner);
    const res = await call(
      app,
      owner.token,
      'outbound-orders/create',
      disposal(String(warehouse.id), product.id),
    );
    return { id: bodyOf<{ id: string }>(res).data.id };
  },
  bodies: {
    update: (id) => ({ id, ...disposal('1', id) }),
  },
};

// The access test names fixtures by their export, and this domain's name is not an identifier.
export { outboundOrders as 'outbound-orders' };
