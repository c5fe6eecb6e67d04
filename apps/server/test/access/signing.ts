import { expect } from 'vitest';
import { warehouseSignings } from '../../src/schema';
import { warehouseOf } from '../../src/modules/certification/certification.test-support';
import type { AccessFixture } from './fixture';

type Signed = { id: string; status: string; rejectReason: string | null; operations?: unknown[] };

// Signing calls name a warehouse of the tenant (the operator's, listed to each of its companies with
// that company's own signing state): the owner's signing must never show through to another company.
export const signing: AccessFixture = {
  async seed({ app, owner }) {
    const warehouse = await warehouseOf(app, owner.tenantId);
    await app.deps.db.insert(warehouseSignings).values({
      tenantId: owner.tenantId,
      companyId: owner.companyId,
      warehouseId: warehouse.id,
      status: 'REJECTED',
      rejectReason: 'owner-only reason',
    });
    return { id: String(warehouse.id) };
  },
  async sharedIds({ app, owner, intruder, call, id }) {
    const detailOf = async (token: string) =>
      (await call(app, token, 'signing/detail', { id })).json<{ data: Signed }>().data;
    expect((await detailOf(owner.token)).rejectReason).toBe('owner-only reason');
    const seen = await detailOf(intruder.token);
    expect([seen.status, seen.rejectReason, seen.operations]).toEqual(['UNSIGNED', null, []]);
    const page = (await call(app, intruder.token, 'signing/page', { size: 500 })).json<{
      data: { records: Signed[] };
    }>().data;
    expect(page.records.find((r) => r.id === id)).toMatchObject({ status: 'UNSIGNED', rejectReason: null });
  },
};
