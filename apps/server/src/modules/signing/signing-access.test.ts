import { beforeAll, describe, expect, it } from 'vitest';
import type { Certification, PageResult, SignedWarehouse } from '@oms/contracts';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  bodyOf,
  call,
  company,
  fullProfile,
  passedCompany,
  subAccountWith,
  upload,
  warehouseOf,
} from '../certification/certification.test-support';

const VERIFY = ['OMS_CLIENTVERIFY', 'OMS_CLIENTVERIFY:view'];
const SIGN = ['OMS_CLIENTSIGN', 'OMS_CLIENTSIGN:view'];

describe('certification and signing API: permissions and companies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });

  /** Every customer call of both pages, with the code it needs. */
  const calls = (licenseId: string, warehouseId: string): [string, object, string][] => [
    ['certification/get', {}, 'OMS_CLIENTVERIFY:view'],
    ['certification/save', { contact: 'x' }, 'OMS_CLIENTVERIFY:edit'],
    ['certification/submit', fullProfile(licenseId), 'OMS_CLIENTVERIFY:submit'],
    ['signing/page', { current: 1, size: 20 }, 'OMS_CLIENTSIGN:view'],
    ['signing/detail', { id: warehouseId }, 'OMS_CLIENTSIGN:view'],
    ['signing/apply', { warehouseId }, 'OMS_CLIENTSIGN:submit'],
  ];

  it('answers 403 on every call to a sub-account without the code, and lets the code through', async () => {
    const a = await company(t.app);
    const w = await warehouseOf(t.app, a.tenantId);
    const license = await upload(t.app, a.token);
    const none = await subAccountWith(t.app, a.companyId, [
      'OMS_HOME',
      ...VERIFY.slice(0, 1),
      ...SIGN.slice(0, 1),
    ]);
    for (const [path, body] of calls(license.id, String(w.id))) {
      const res = await call(t.app, none.token, path, body, 'zh');
      expect([path, res.statusCode, bodyOf(res).message]).toEqual([path, 403, '权限不足，请联系管理员']);
    }
    for (const [path, body, code] of calls(license.id, String(w.id))) {
      const holder = await subAccountWith(t.app, a.companyId, [code]);
      const res = await call(t.app, holder.token, path, body);
      expect([path, res.statusCode === 403]).toEqual([path, false]);
    }
  });

  it('shows a company only its own certification, files and signings', async () => {
    const a = await passedCompany(t.app);
    const b = await company(t.app);
    const w = await warehouseOf(t.app, a.tenantId);
    await call(t.app, a.token, 'signing/apply', { warehouseId: String(w.id) });

    // The state alone answers any signed-in user of the company, and only about its own company.
    const plain = await subAccountWith(t.app, b.companyId, ['OMS_HOME']);
    expect(bodyOf(await call(t.app, plain.token, 'certification/state')).data).toEqual({
      status: 'TO_BE_SUBMITTED',
      rejectReason: null,
    });
    expect(bodyOf(await call(t.app, a.token, 'certification/state')).data).toEqual({
      status: 'PASSED',
      rejectReason: null,
    });
    const theirs = bodyOf<Certification>(await call(t.app, b.token, 'certification/get')).data;
    expect(theirs).toMatchObject({ id: null, status: 'TO_BE_SUBMITTED', operations: [] });
    const mine = bodyOf<Certification>(await call(t.app, a.token, 'certification/get')).data;
    // A's licence is attached to a document of A: B still cannot read it.
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/files/download?id=${mine.profile.licenseFileId}`,
      headers: { token: b.token },
    });
    expect(download.statusCode).toBe(404);
    const save = await call(t.app, b.token, 'certification/save', {
      licenseFileId: mine.profile.licenseFileId,
    });
    expect(save.statusCode).toBe(422);

    const bPage = bodyOf<PageResult<SignedWarehouse>>(
      await call(t.app, b.token, 'signing/page', { warehouseCode: w.code }),
    ).data;
    expect(bPage.records.map((r) => [r.status, r.signingId])).toEqual([['UNSIGNED', null]]);
    const bDetail = bodyOf<{ operations: unknown[] }>(
      await call(t.app, b.token, 'signing/detail', { id: String(w.id) }),
    );
    expect(bDetail.data.operations).toEqual([]);
  });
});
