import { describe, expect, it } from 'vitest';
import type { PageResult, SignedWarehouse, SigningDetail } from '@oms/contracts';
import { useTestApp } from '../../../test/app';
import { tenants } from '../../schema';
import type { CompanyNotice } from '../../lib/notifier';
import { bodyOf, call, company, uniqueName } from '../../../test/fixtures';
import { passedCompany, warehouseOf } from '../certification/certification.test-support';

describe('signed warehouses API', () => {
  const t = useTestApp();

  const page = async (token: string, body: object = {}) =>
    bodyOf<PageResult<SignedWarehouse>>(
      await call(t.app, token, 'signing/page', { current: 1, size: 100, ...body }),
    ).data;

  it("lists the tenant's warehouses with the company's state, filtered and sorted", async () => {
    const a = await company(t.app);
    const w1 = await warehouseOf(t.app, a.tenantId, uniqueName('ZA').toUpperCase());
    await warehouseOf(t.app, a.tenantId, uniqueName('ZB').toUpperCase());
    const all = await page(a.token);
    expect(all.records.map((r) => r.status)).toEqual(all.records.map(() => 'UNSIGNED'));
    expect(all.records.map((r) => r.id)).toContain(String(w1.id));
    const one = await page(a.token, { warehouseCode: w1.code.toLowerCase() });
    expect(one.records).toEqual([
      {
        id: String(w1.id),
        warehouseCode: w1.code,
        nameZh: w1.nameZh,
        nameEn: w1.nameEn,
        country: 'US',
        address: w1.address,
        status: 'UNSIGNED',
        signingId: null,
        rejectReason: null,
        appliedAt: null,
        decidedAt: null,
      },
    ]);
    expect((await page(a.token, { warehouseName: `${w1.code} warehouse` })).total).toBe(1);
    expect((await page(a.token, { status: 'SIGNED' })).total).toBe(0);
    const sorted = await page(a.token, { sort: '-warehouseCode' });
    const codes = sorted.records.map((r) => r.warehouseCode);
    expect(codes).toEqual([...codes].sort().reverse());
    const badSort = await call(t.app, a.token, 'signing/page', { sort: 'address' });
    expect([badSort.statusCode, bodyOf(badSort).message]).toEqual([
      422,
      'Sorting by this field is not supported',
    ]);
  });

  it('lets only a company with a passed certification apply, and says why otherwise', async () => {
    const a = await company(t.app);
    const w = await warehouseOf(t.app, a.tenantId);
    const res = await call(t.app, a.token, 'signing/apply', { warehouseId: String(w.id) }, 'zh');
    expect([res.statusCode, bodyOf(res).message, bodyOf(res).data]).toEqual([
      409,
      '企业认证尚未通过，请先完成身份认证',
      { certificationStatus: 'TO_BE_SUBMITTED' },
    ]);
    expect((await page(a.token, { warehouseCode: w.code })).records[0]!.status).toBe('UNSIGNED');
  });

  it('moves an application through review: rejected with a reason, applied again, signed', async () => {
    const a = await passedCompany(t.app);
    const w = await warehouseOf(t.app, a.tenantId);
    const { signing } = t.app.services;
    const live: CompanyNotice[] = [];
    const stop = t.app.deps.notifier.subscribe((n) => n.companyId === a.companyId && live.push(n));

    const applied = bodyOf<SigningDetail>(
      await call(t.app, a.token, 'signing/apply', { warehouseId: String(w.id) }),
    );
    expect(applied.data).toMatchObject({ status: 'PENDING_REVIEW', rejectReason: null });
    expect(applied.data.appliedAt).not.toBeNull();
    const signingId = Number(applied.data.signingId);
    const twice = await call(t.app, a.token, 'signing/apply', { warehouseId: String(w.id) });
    expect([twice.statusCode, bodyOf(twice).message]).toEqual([
      409,
      'This warehouse is signed or under review; you cannot apply again',
    ]);
    const pending = await signing.pendingForTenant(a.tenantId);
    expect(pending.find((p) => p.id === signingId)).toMatchObject({
      companyId: a.companyId,
      companyName: '深圳测试贸易有限公司',
      warehouseCode: w.code,
    });

    expect(
      await signing.decide(a.tenantId, signingId, { approve: false, reason: '资料不全' }, w.code),
    ).toEqual({
      id: signingId,
      status: 'REJECTED',
    });
    await expect(signing.decide(a.tenantId, signingId, { approve: true }, w.code)).rejects.toMatchObject({
      status: 409,
      messageKey: 'signing.alreadyDecided',
    });
    const todos = async () =>
      bodyOf<{ status: string; title: string; documentNo: string }[]>(
        await call(t.app, a.token, 'homepage/todoList', { relateType: 12 }),
      ).data;
    expect(await todos()).toEqual([
      expect.objectContaining({
        status: 'REJECTED',
        documentNo: w.code,
        title: expect.stringContaining('资料不全'),
      }),
    ]);
    expect((await page(a.token, { status: 'REJECTED' })).records.map((r) => [r.id, r.rejectReason])).toEqual([
      [String(w.id), '资料不全'],
    ]);

    await call(t.app, a.token, 'signing/apply', { warehouseId: String(w.id) });
    expect(await todos()).toEqual([]);
    await signing.decide(a.tenantId, signingId, { approve: true }, w.code);
    const detail = bodyOf<SigningDetail>(
      await call(t.app, a.token, 'signing/detail', { id: String(w.id) }),
    ).data;
    expect(detail.status).toBe('SIGNED');
    expect(detail.operations.map((o) => [o.action, o.actor, o.toState])).toEqual([
      ['apply', a.accountName, 'PENDING_REVIEW'],
      ['reject', w.code, 'REJECTED'],
      ['apply', a.accountName, 'PENDING_REVIEW'],
      ['approve', w.code, 'SIGNED'],
    ]);
    // Signed waits for nothing: no to-do; the live notice is an update.
    expect(await todos()).toEqual([]);
    expect(live.map((n) => [n.payload.relateType, n.payload.kind])).toEqual([
      [12, 'todo'],
      [12, 'update'],
    ]);
    expect((await signing.signedWarehouses(a.companyId)).map((s) => s.code)).toEqual([w.code]);
    await expect(signing.requireSigned(a, w.id)).resolves.toMatchObject({ code: w.code });
    stop();
  });

  it("never shows, signs or decides another tenant's warehouses and applications", async () => {
    const a = await passedCompany(t.app);
    const [other] = await t.app.deps.db
      .insert(tenants)
      .values({ code: uniqueName('T'), name: 'Other operator' })
      .returning();
    const foreign = await warehouseOf(t.app, other!.id);
    expect((await page(a.token)).records.map((r) => r.id)).not.toContain(String(foreign.id));
    for (const [path, body] of [
      ['signing/apply', { warehouseId: String(foreign.id) }],
      ['signing/detail', { id: String(foreign.id) }],
    ] as const) {
      const res = await call(t.app, a.token, path, body);
      expect([path, res.statusCode]).toEqual([path, 404]);
    }
    const own = await warehouseOf(t.app, a.tenantId);
    const applied = bodyOf<SigningDetail>(
      await call(t.app, a.token, 'signing/apply', { warehouseId: String(own.id) }),
    );
    const id = Number(applied.data.signingId);
    const { signing, certification } = t.app.services;
    expect((await signing.pendingForTenant(other!.id)).map((p) => p.id)).not.toContain(id);
    await expect(signing.decide(other!.id, id, { approve: true }, 'X')).rejects.toMatchObject({
      status: 404,
    });
    expect((await certification.pendingForTenant(other!.id)).length).toBe(0);
    await expect(certification.detailForTenant(other!.id, a.certificationId)).rejects.toMatchObject({
      status: 404,
    });
    await expect(
      certification.decide(other!.id, a.certificationId, { approve: true }, 'X'),
    ).rejects.toMatchObject({
      status: 404,
    });
    const mine = await certification.detailForTenant(a.tenantId, a.certificationId);
    expect(mine).toMatchObject({
      id: a.certificationId,
      companyId: a.companyId,
      status: 'PASSED',
      decidedBy: 'LAX',
    });
    expect(mine.profile.licenseFileId).toMatch(/^\d+$/);
    expect(mine.operations.map((o) => o.action)).toEqual(['submit', 'approve']);
    expect((await page(a.token, { warehouseCode: own.code })).records[0]!.status).toBe('PENDING_REVIEW');
  });
});
