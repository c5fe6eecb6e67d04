import { describe, expect, it } from 'vitest';
import type { Certification, PageResult, SignedWarehouse } from '@oms/contracts';
import { useTestApp } from '../../../test/app';
import { bodyOf, call, company, subAccountWith } from '../../../test/fixtures';
import { passedCompany, warehouseOf } from '../certification/certification.test-support';

describe('certification and signing API: permissions and companies', () => {
  const t = useTestApp();

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
