import { bodyOf } from '../fixtures';
import { fullProfile, upload, warehouseOf } from '../../src/modules/certification/certification.test-support';
import { passedProduct } from '../../src/modules/combinations/combinations.test-support';
import { signWarehouse } from '../../src/modules/inbound-orders/inbound-orders.test-support';
import { stock } from '../../src/modules/outbound-orders/outbound-orders.test-support';
import type { AccessFixture } from './fixture';

const shipments: AccessFixture = {
  // A parcel of the owner: a disposal order submitted, started and shipped by its warehouse.
  async seed({ app, owner, call }) {
    const certified = await app.services.certification.requirePassed(owner).then(
      () => true,
      () => false,
    );
    if (!certified) {
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
    }
    const warehouse = await warehouseOf(app, owner.tenantId);
    await signWarehouse(app, owner, warehouse.id);
    const product = await passedProduct(app, owner);
    await stock(app, owner, warehouse.id, [product], 1);
    const order = bodyOf<{ id: string }>(
      await call(app, owner.token, 'outbound-orders/create', {
        type: 'DISPOSAL',
        warehouseId: String(warehouse.id),
        lines: [{ kind: 'PRODUCT', id: product.id, quantity: 1 }],
        submit: true,
      }),
    ).data;
    const caller = { tenantId: owner.tenantId, warehouseId: warehouse.id, actor: `${warehouse.code}/wms` };
    await app.services.outboundWarehouse.start(caller, Number(order.id));
    await app.services.outboundWarehouse.ship(caller, Number(order.id), {
      parcels: [{ carrier: 'Local', trackingNo: `ACCESS${warehouse.id}`.padEnd(8, '0'), weightKg: '1' }],
    });
    const page = bodyOf<{ records: { id: string }[] }>(
      await call(app, owner.token, 'shipments/page', {}),
    ).data;
    return { id: page.records[0]!.id };
  },
};

export { shipments };
