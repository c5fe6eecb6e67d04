import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type {
  Certification,
  CertificationReview,
  PendingCertification,
  PendingSigning,
} from '@oms/contracts';
import { useTestApp } from '../../../test/app';
import { operationRecords } from '../../schema';
import { bodyOf, call, company } from '../../../test/fixtures';
import { fullProfile, passedCompany, upload, warehouseOf } from '../certification/certification.test-support';
import { openSocket } from '../homepage/test-support';
import {
  api,
  listening,
  keyForNewWarehouse,
  keyForTenant,
  post,
  tenantWithKey,
} from './integration.test-support';

describe('integration API: certifications and signings', () => {
  const t = useTestApp(listening);

  /** A company that submitted its certification (with a licence image), and a key of its tenant. */
  const submitted = async () => {
    const c = await company(t.app);
    const license = await upload(t.app, c.token);
    const res = await call(t.app, c.token, 'certification/submit', fullProfile(license.id));
    const id = bodyOf<{ id: string }>(res).data.id;
    const k = await keyForTenant(t.app, c.tenantId, 'reviewer');
    return { c, k, id, licenseId: license.id };
  };
  const statusOf = async (token: string) =>
    bodyOf<Certification>(await call(t.app, token, 'certification/get')).data;

  it('lists pending certifications and shows one with its images, within the tenant only', async () => {
    const { c, k, id, licenseId } = await submitted();
    const pending = bodyOf<PendingCertification[]>(
      await api(t.app, k.key, 'GET', '/certifications/pending'),
    ).data;
    expect(pending.find((p) => p.id === id)).toMatchObject({ companyId: String(c.companyId) });

    const detail = bodyOf<CertificationReview>(await api(t.app, k.key, 'GET', `/certifications/${id}`)).data;
    expect(detail).toMatchObject({ id, companyId: String(c.companyId), status: 'UNDER_REVIEW' });
    expect(detail.profile.companyNameEn).toBe('Shenzhen Test Trading Co., Ltd.');
    expect(detail.images).toEqual([
      {
        field: 'licenseFileId',
        fileId: licenseId,
        path: `/open-api/warehouse/certifications/${id}/files/${licenseId}`,
      },
    ]);
    const image = await api(t.app, k.key, 'GET', detail.images[0]!.path.replace('/open-api/warehouse', ''));
    expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/png']);
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    // A file of the company that is not one of the certification's images is not served.
    const other = await upload(t.app, c.token);
    expect((await api(t.app, k.key, 'GET', `/certifications/${id}/files/${other.id}`)).statusCode).toBe(404);

    // Another tenant's key sees none of it and cannot decide it.
    const stranger = await tenantWithKey(t.app);
    const theirs = bodyOf<PendingCertification[]>(
      await api(t.app, stranger.key, 'GET', '/certifications/pending'),
    );
    expect(theirs.data.some((p) => p.id === id)).toBe(false);
    expect((await api(t.app, stranger.key, 'GET', `/certifications/${id}`)).statusCode).toBe(404);
    expect(
      (await api(t.app, stranger.key, 'GET', `/certifications/${id}/files/${licenseId}`)).statusCode,
    ).toBe(404);
    const crossApprove = await post(t.app, stranger.key, `/certifications/${id}/approve`, {});
    expect(crossApprove.statusCode).toBe(404);
    expect((await statusOf(c.token)).status).toBe('UNDER_REVIEW');
    expect((await api(t.app, k.key, 'GET', '/certifications/abc')).statusCode).toBe(422);
  });

  it('approves: the company passes, gets a live update, and the timeline names the warehouse key', async () => {
    const { c, k, id } = await submitted();
    const inbox = await openSocket(t.base, c.token);
    const res = await post(t.app, k.key, `/certifications/${id}/approve`, {}, `cert-${id}`);
    expect(bodyOf(res)).toMatchObject({ code: 0, data: { id, status: 'PASSED' } });
    const live = JSON.parse(await inbox.next()) as { relateType: number; status: string };
    expect(live).toMatchObject({ kind: 'update', relateType: 5, status: 'PASSED' });
    inbox.close();
    expect((await statusOf(c.token)).status).toBe('PASSED');

    const [record] = await t.app.deps.db
      .select()
      .from(operationRecords)
      .where(and(eq(operationRecords.entityId, id), eq(operationRecords.action, 'approve')));
    expect(record).toMatchObject({ actor: `${k.warehouseCode}/reviewer`, toState: 'PASSED' });

    // The same request again is the same answer; a new request finds it decided.
    const again = await post(t.app, k.key, `/certifications/${id}/approve`, {}, `cert-${id}`);
    expect([again.body, again.headers['idempotent-replayed']]).toEqual([res.body, 'true']);
    const later = await post(t.app, k.key, `/certifications/${id}/reject`, { reason: 'late' });
    expect([later.statusCode, bodyOf(later).message]).toEqual([
      409,
      'This certification has already been decided',
    ]);
    expect((await api(t.app, k.key, 'GET', '/certifications/pending')).body).not.toContain(`"id":"${id}"`);
  });

  it('rejects only with a reason, which the company then reads', async () => {
    const { c, k, id } = await submitted();
    const none = await post(t.app, k.key, `/certifications/${id}/reject`, {});
    expect([none.statusCode, bodyOf(none).message]).toEqual([422, 'Enter the reason for rejecting']);
    const blank = await api(
      t.app,
      k.key,
      'POST',
      `/certifications/${id}/reject`,
      { reason: '  ' },
      {
        'idempotency-key': `blank-${id}`,
        language: 'zh',
      },
    );
    expect([blank.statusCode, bodyOf(blank).message]).toEqual([422, '请填写驳回原因']);
    const long = await post(t.app, k.key, `/certifications/${id}/reject`, { reason: 'x'.repeat(501) });
    expect(long.statusCode).toBe(422);
    const res = await post(t.app, k.key, `/certifications/${id}/reject`, {
      reason: 'Licence photo is blurred',
    });
    expect(bodyOf(res).data).toEqual({ id, status: 'REJECTED' });
    expect(await statusOf(c.token)).toMatchObject({
      status: 'REJECTED',
      rejectReason: 'Licence photo is blurred',
    });
  });

  it("answers signings for the key's own warehouse only", async () => {
    const c = await passedCompany(t.app);
    const w1 = await keyForTenant(t.app, c.tenantId, 'w1');
    const w2 = await keyForNewWarehouse(t.app, c.tenantId, w1.tenantCode, 'w2');
    const extra = await warehouseOf(t.app, c.tenantId);
    for (const warehouseId of [w1.warehouseId, extra.id]) {
      const applied = await call(t.app, c.token, 'signing/apply', { warehouseId: String(warehouseId) });
      expect(bodyOf(applied).code).toBe(0);
    }
    const mine = bodyOf<PendingSigning[]>(await api(t.app, w1.key, 'GET', '/signings/pending')).data;
    expect(mine.map((p) => [p.companyId, p.warehouseCode])).toEqual([
      [String(c.companyId), w1.warehouseCode],
    ]);
    expect(bodyOf<PendingSigning[]>(await api(t.app, w2.key, 'GET', '/signings/pending')).data).toEqual([]);
    const id = mine[0]!.id;

    const wrong = await post(t.app, w2.key, `/signings/${id}/approve`, {});
    expect([wrong.statusCode, bodyOf(wrong).message]).toEqual([
      403,
      'The document belongs to another warehouse; this API key cannot handle it',
    ]);
    const stranger = await tenantWithKey(t.app);
    expect((await post(t.app, stranger.key, `/signings/${id}/approve`, {})).statusCode).toBe(404);
    expect((await post(t.app, w1.key, `/signings/${id}/reject`, {})).statusCode).toBe(422);

    const signed = await post(t.app, w1.key, `/signings/${id}/approve`, {});
    expect(bodyOf(signed).data).toEqual({ id, status: 'SIGNED' });
    const twice = await post(t.app, w1.key, `/signings/${id}/approve`, {});
    expect(twice.statusCode).toBe(409);
  });
});
