import { bodyOf } from '../fixtures';
import { fullProfile, upload, warehouseOf } from '../../src/modules/certification/certification.test-support';
import { signWarehouse } from '../../src/modules/inbound-orders/inbound-orders.test-support';
import type { AccessFixture } from './fixture';

const body = {
  containerNo: 'ACCESS1',
  containerType: '20GP',
  unloadingMethod: 'MANUAL',
};

// A reservation of the owner without a slot (pending reservation), at a warehouse it signed.
export const reservations: AccessFixture = {
  async seed({ app, owner, call }) {
    // Certified once (another fixture may have done it already: a second submit is refused, harmless).
    const license = await upload(app, owner.token);
    const submitted = bodyOf<{ id: string }>(
      await call(app, owner.token, 'certification/submit', fullProfile(license.id)),
    );
    if (submitted.code === 0)
      await app.services.certification.decide(
        owner.tenantId,
        Number(submitted.data.id),
        { approve: true },
        'LAX',
      );
    const warehouse = await warehouseOf(app, owner.tenantId);
    await signWarehouse(app, owner, warehouse.id);
    const res = await call(app, owner.token, 'reservations/create', {
      warehouseId: String(warehouse.id),
      ...body,
    });
    return { id: bodyOf<{ id: string }>(res).data.id };
  },
  bodies: {
    update: (id) => ({ id, ...body }),
    book: (id) => ({ id, slot: { date: '2099-01-05', start: '09:00' } }),
  },
};
