import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { Certification } from '@oms/contracts';
import { useTestApp } from '../../../test/app';
import { files } from '../../schema';
import type { CompanyNotice } from '../../lib/notifier';
import { bodyOf, call, company, type Language } from '../../../test/fixtures';
import { fullProfile, upload } from './certification.test-support';

type Res = Awaited<ReturnType<typeof call>>;
const data = (res: Res) => bodyOf<Certification>(res).data;

describe('identity verification API', () => {
  const t = useTestApp();

  it('starts to be submitted with an empty profile and no record', async () => {
    const a = await company(t.app);
    const res = await call(t.app, a.token, 'certification/get');
    expect(res.statusCode).toBe(200);
    expect(data(res)).toMatchObject({
      id: null,
      status: 'TO_BE_SUBMITTED',
      rejectReason: null,
      operations: [],
    });
    expect(Object.values(data(res).profile).every((v) => v === null)).toBe(true);
  });

  it('saves a partial draft, checking the format of what is filled in', async () => {
    const a = await company(t.app);
    const logo = await upload(t.app, a.token);
    expect(logo.module).toBe('certification');
    const saved = await call(t.app, a.token, 'certification/save', {
      companyNameCn: ' 草稿公司 ',
      email: '',
      logoFileId: logo.id,
    });
    expect(saved.statusCode).toBe(200);
    expect(data(saved)).toMatchObject({ status: 'TO_BE_SUBMITTED' });
    expect(data(saved).profile).toMatchObject({
      companyNameCn: '草稿公司',
      email: null,
      logoFileId: logo.id,
    });
    expect(data(saved).operations.map((o) => [o.action, o.actor])).toEqual([['save', a.accountName]]);
    // The draft keeps the logo: it no longer expires with unused uploads.
    const [file] = await t.app.deps.db
      .select()
      .from(files)
      .where(eq(files.id, Number(logo.id)));
    expect(file!.status).toBe('ATTACHED');

    const bad = async (body: object, language: Language = 'en') => {
      const res = await call(t.app, a.token, 'certification/save', body, language);
      return [res.statusCode, bodyOf(res).message];
    };
    expect(await bad({ email: 'not-mail' })).toEqual([422, 'The e-mail format is incorrect']);
    expect(await bad({ companyCode: 'abc' }, 'zh')).toEqual([422, '只能包含大写字母、数字和连字符']);
    expect(await bad({ website: 'ftp://x.example.com' })).toEqual([422, 'Enter a legal URL']);
    expect(await bad({ phone: '12ab' })).toEqual([
      422,
      'The phone may hold digits, spaces, brackets, hyphens and a leading +',
    ]);
    expect(await bad({ companyNameEn: 'x'.repeat(101) })).toEqual([422, 'At most 100 characters']);
  });

  it('submits only a whole profile, then keeps it read-only under review', async () => {
    const a = await company(t.app);
    const license = await upload(t.app, a.token);
    const missing = await call(t.app, a.token, 'certification/submit', { companyNameCn: '公司' }, 'zh');
    expect([missing.statusCode, bodyOf(missing).message]).toEqual([422, '请输入公司英文名称']);
    const noLicense = await call(t.app, a.token, 'certification/submit', {
      ...fullProfile(license.id),
      licenseFileId: '',
    });
    expect(bodyOf(noLicense).message).toBe('Upload the business license');

    const profile = fullProfile(license.id);
    const res = await call(t.app, a.token, 'certification/submit', profile);
    expect(res.statusCode).toBe(200);
    const c = data(res);
    expect(c.status).toBe('UNDER_REVIEW');
    expect(c.submittedAt).not.toBeNull();
    expect(c.profile).toMatchObject({
      companyCode: profile.companyCode,
      email: 'info@test-trading.example.com',
      licenseFileId: license.id,
      logoFileId: null,
    });
    expect(c.operations.map((o) => [o.action, o.fromState, o.toState])).toEqual([
      ['submit', 'TO_BE_SUBMITTED', 'UNDER_REVIEW'],
    ]);
    for (const path of ['certification/save', 'certification/submit']) {
      const again = await call(t.app, a.token, path, profile);
      expect([again.statusCode, bodyOf(again).message]).toEqual([
        409,
        'The certification is under review or has passed and cannot be changed',
      ]);
    }
  });

  it('accepts only images the company uploaded, and releases a replaced one', async () => {
    const a = await company(t.app);
    const b = await company(t.app);
    const pdf = await upload(t.app, a.token, 'pdf');
    const theirs = await upload(t.app, b.token);
    const invalid = 'The image does not exist or was not uploaded by your company; upload it again';
    for (const id of [pdf.id, theirs.id, '999999999']) {
      const res = await call(t.app, a.token, 'certification/save', { licenseFileId: id });
      expect([res.statusCode, bodyOf(res).message]).toEqual([422, invalid]);
    }
    const first = await upload(t.app, a.token);
    const second = await upload(t.app, a.token);
    await call(t.app, a.token, 'certification/save', { licenseFileId: first.id });
    await call(t.app, a.token, 'certification/save', { licenseFileId: second.id });
    const rows = await t.app.deps.db
      .select({ id: files.id, status: files.status })
      .from(files)
      .where(inArray(files.id, [Number(first.id), Number(second.id)]));
    expect(Object.fromEntries(rows.map((r) => [String(r.id), r.status]))).toEqual({
      [first.id]: 'READY',
      [second.id]: 'ATTACHED',
    });
  });

  it('refuses a company code another company of the tenant uses', async () => {
    const a = await company(t.app);
    const b = await company(t.app);
    const code = 'TAKEN-01';
    const la = await upload(t.app, a.token);
    expect(
      (await call(t.app, a.token, 'certification/save', { companyCode: code, licenseFileId: la.id }))
        .statusCode,
    ).toBe(200);
    const lb = await upload(t.app, b.token);
    const res = await call(t.app, b.token, 'certification/submit', fullProfile(lb.id, { companyCode: code }));
    expect([res.statusCode, bodyOf(res).message]).toEqual([
      409,
      'This company code is already used by another customer',
    ]);
    expect(data(await call(t.app, b.token, 'certification/get')).status).toBe('TO_BE_SUBMITTED');
  });

  it('shows a rejection with its reason, takes a resubmission, and passes; a rejection is a to-do, a pass a live update', async () => {
    const a = await company(t.app);
    const { certification } = t.app.services;
    const live: CompanyNotice[] = [];
    const stop = t.app.deps.notifier.subscribe((n) => live.push(n));
    const license = await upload(t.app, a.token);
    const id = Number(data(await call(t.app, a.token, 'certification/submit', fullProfile(license.id))).id);

    await expect(
      certification.decide(a.tenantId, id, { approve: false, reason: ' ' }, 'LAX'),
    ).rejects.toMatchObject({
      status: 422,
      messageKey: 'certification.rejectReasonRequired',
    });
    expect(
      await certification.decide(a.tenantId, id, { approve: false, reason: '营业执照模糊' }, 'LAX'),
    ).toEqual({
      id,
      status: 'REJECTED',
    });
    await expect(certification.decide(a.tenantId, id, { approve: true }, 'LAX')).rejects.toMatchObject({
      status: 409,
      messageKey: 'certification.alreadyDecided',
    });
    const rejected = data(await call(t.app, a.token, 'certification/get'));
    expect(rejected).toMatchObject({ status: 'REJECTED', rejectReason: '营业执照模糊' });
    expect(rejected.operations.at(-1)).toMatchObject({
      actor: 'LAX',
      action: 'reject',
      note: '营业执照模糊',
    });
    const todos = async () =>
      bodyOf<{ relateType: number; title: string; status: string }[]>(
        await call(t.app, a.token, 'homepage/todoList', { relateType: 5 }),
      ).data;
    expect(await todos()).toEqual([
      expect.objectContaining({
        status: 'REJECTED',
        title: 'Certification rejected: 营业执照模糊',
      }),
    ]);
    const zhTodos = bodyOf<{ title: string }[]>(
      await call(t.app, a.token, 'homepage/todoList', { relateType: 5 }, 'zh'),
    ).data;
    expect(zhTodos.map((d) => d.title)).toEqual(['认证被驳回：营业执照模糊']);
    expect(live.filter((n) => n.companyId === a.companyId).map((n) => n.payload.relateType)).toEqual([5]);

    // Edit and resubmit: the reason goes, the rejection to-do is done.
    const resubmitted = data(
      await call(t.app, a.token, 'certification/submit', fullProfile(license.id, { contact: '王五' })),
    );
    expect(resubmitted).toMatchObject({ status: 'UNDER_REVIEW', rejectReason: null });
    expect(await todos()).toEqual([]);
    expect((await certification.pendingForTenant(a.tenantId)).map((p) => p.id)).toContain(id);

    await certification.decide(a.tenantId, id, { approve: true }, 'LAX');
    expect(data(await call(t.app, a.token, 'certification/get')).status).toBe('PASSED');
    // Passed waits for nothing: no to-do, no badge; the live notice is an update.
    expect(await todos()).toEqual([]);
    const counts = bodyOf<{ key: string; count: number }[]>(
      await call(t.app, a.token, 'homepage/menuOrderCount'),
    ).data;
    expect(counts.find((c) => c.key === 'OMS_CLIENTVERIFY')?.count).toBe(0);
    expect(live.filter((n) => n.companyId === a.companyId).map((n) => n.payload.kind)).toEqual([
      'todo',
      'update',
    ]);
    expect((await certification.pendingForTenant(a.tenantId)).map((p) => p.id)).not.toContain(id);
    await expect(certification.requirePassed(a)).resolves.toBeUndefined();
    const edit = await call(t.app, a.token, 'certification/save', { contact: 'x' });
    expect(edit.statusCode).toBe(409);
    stop();
  });

  it('tells a company without a passed certification why, with its state', async () => {
    const a = await company(t.app);
    await expect(t.app.services.certification.requirePassed(a)).rejects.toMatchObject({
      status: 409,
      messageKey: 'certification.notPassed',
      data: { certificationStatus: 'TO_BE_SUBMITTED' },
    });
  });
});
