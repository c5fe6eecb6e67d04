import { describe, expect, it } from 'vitest';
import type {
  Claim,
  ClaimDecisionResult,
  ClaimDetail,
  ClaimReview,
  PageResult,
  PendingClaim,
  Todo,
} from '@oms/contracts';
import { useTestApp } from '../../../test/app';
import { bodyOf, call, company, exportFile, subAccountWith } from '../../../test/fixtures';
import { readXlsx } from '../../lib/file-fixtures.test-support';
import { api, keyForTenant, post, tenantWithKey } from '../integration/integration.test-support';
import { createSimulator } from '../../integration/simulator/simulator';
import { injectClient } from '../../integration/simulator/client';
import { simulatorSteps } from '../../registry';
import { seedDemoClaims } from '../../demo/seed-claims';
import { accountOf, fileClaim, newClaim, uploadAttachment } from './claims.test-support';
import { statementsAgreeAfterEach } from '../finance/finance.test-support';

const twoWithKey = async (app: Parameters<typeof company>[0]) => {
  const a = await company(app);
  const b = await company(app);
  const k = await keyForTenant(app, a.tenantId, 'claims');
  return { a, b, k };
};

describe('claims API', () => {
  const t = useTestApp(twoWithKey);
  statementsAgreeAfterEach(t);
  const detailOf = async (token: string, id: string) =>
    bodyOf<ClaimDetail>(await call(t.app, token, 'claims/detail', { id })).data;
  const approve = (id: string, body: object = {}) => post(t.app, t.k.key, `/claims/${id}/approve`, body);
  const mismatches = () => t.app.services.finance.mismatches();

  it('files a claim with image and PDF attachments; page, detail and timeline show it', async () => {
    const png = await uploadAttachment(t.app, t.a.token, 'png');
    const pdf = await uploadAttachment(t.app, t.a.token, 'pdf');
    const created = await fileClaim(t.app, t.a, { attachments: [png, pdf], expectedAmount: 25.5 });
    expect(created).toMatchObject({
      claimNo: expect.stringMatching(/^CL\d{8}\d{6}$/),
      status: 'PENDING_REVIEW',
      expectedAmount: '25.50',
      actualAmount: null,
      currency: 'USD',
      createdBy: t.a.accountName,
    });
    expect(created.attachments.map((f) => [f.id, f.mime])).toEqual([
      [png, 'image/png'],
      [pdf, 'application/pdf'],
    ]);
    const detail = await detailOf(t.a.token, created.id);
    expect(detail.operations.map((o) => [o.action, o.toState])).toEqual([['create', 'PENDING_REVIEW']]);
    expect(detail.ledger).toEqual([]);
    const page = bodyOf<PageResult<Claim>>(
      await call(t.app, t.a.token, 'claims/page', { relatedNo: '2411010', status: 'PENDING_REVIEW' }),
    ).data;
    expect(page.records.map((r) => r.id)).toContain(created.id);
    const none = bodyOf<PageResult<Claim>>(
      await call(t.app, t.a.token, 'claims/page', { claimNo: created.claimNo, currency: 'CNY' }),
    ).data;
    expect(none.total).toBe(0);
  });

  it('refuses bad input with the specification messages and writes nothing', async () => {
    const xls = await uploadAttachment(t.app, t.b.token, 'xls');
    const foreign = await uploadAttachment(t.app, t.a.token, 'png');
    const many = await Promise.all(Array.from({ length: 6 }, () => uploadAttachment(t.app, t.b.token)));
    const cases: [Record<string, unknown>, string][] = [
      [{ expectedAmount: '0' }, '金额必须大于 0，最多两位小数'],
      [{ expectedAmount: '12.345' }, '金额必须大于 0，最多两位小数'],
      [{ expectedAmount: '' }, '请输入期望赔付金额'],
      [{ reason: ' ' }, '请输入索赔原因'],
      [{ reason: 'bad' }, '索赔原因至少 5 个字符'],
      [{ reason: 'x'.repeat(501) }, '最多 500 个字符'],
      [{ relatedNo: '' }, '请输入关联单号'],
      [{ relatedNo: 'OB 1/2' }, '关联单号只能包含英文字母、数字、连字符和点，最多 30 个字符'],
      [{ claimType: 'STOLEN' }, '请选择索赔类型'],
      [{ currency: 'EUR' }, '请选择币种账户'],
      [{ relatedType: 'ORDER' }, '请选择关联单据类型'],
      [{ attachments: many }, '附件最多 5 个'],
      [{ attachments: [xls] }, '附件不存在、不是本公司上传的文件，或不是图片/PDF，请重新上传'],
      [{ attachments: [foreign] }, '附件不存在、不是本公司上传的文件，或不是图片/PDF，请重新上传'],
    ];
    for (const [change, message] of cases) {
      const res = await call(t.app, t.b.token, 'claims/create', newClaim(change), 'zh');
      expect([change, res.statusCode, bodyOf(res).message]).toEqual([change, 422, message]);
    }
    const page = bodyOf<PageResult<Claim>>(await call(t.app, t.b.token, 'claims/page', {})).data;
    expect(page.total).toBe(0);
  });

  it('needs the page codes (403) and hides other companies\u2019 claims (404)', async () => {
    const mine = await fileClaim(t.app, t.a);
    const viewer = await subAccountWith(t.app, t.a.companyId, ['OMS_FINANCECOMPENSATION:view']);
    expect((await call(t.app, viewer.token, 'claims/page', {})).statusCode).toBe(200);
    expect((await call(t.app, viewer.token, 'claims/create', newClaim())).statusCode).toBe(403);
    expect((await call(t.app, viewer.token, 'claims/cancel', { id: mine.id })).statusCode).toBe(403);
    const nobody = await subAccountWith(t.app, t.a.companyId, ['OMS_FINANCERECHARGE:view']);
    expect((await call(t.app, nobody.token, 'claims/detail', { id: mine.id })).statusCode).toBe(403);

    for (const path of ['claims/detail', 'claims/cancel'])
      expect((await call(t.app, t.b.token, path, { id: mine.id })).statusCode).toBe(404);
    const theirs = bodyOf<PageResult<Claim>>(await call(t.app, t.b.token, 'claims/page', { size: 500 })).data;
    expect(theirs.records.some((r) => r.id === mine.id)).toBe(false);
  });

  it('cancels while pending; a cancelled or decided claim answers 409', async () => {
    const c = await fileClaim(t.app, t.a);
    const cancelled = await call(t.app, t.a.token, 'claims/cancel', { id: c.id });
    expect(bodyOf<Claim>(cancelled).data.status).toBe('CANCELLED');
    const again = await call(t.app, t.a.token, 'claims/cancel', { id: c.id }, 'zh');
    expect([again.statusCode, bodyOf(again).message]).toEqual([409, '索赔单已审核或已取消，不能取消']);
    const late = await approve(c.id);
    expect([late.statusCode, bodyOf(late).message]).toEqual([
      409,
      'This claim has already been decided or cancelled',
    ]);
    const ops = (await detailOf(t.a.token, c.id)).operations;
    expect(ops.map((o) => [o.action, o.fromState, o.toState])).toEqual([
      ['create', null, 'PENDING_REVIEW'],
      ['cancel', 'PENDING_REVIEW', 'CANCELLED'],
    ]);
  });

  it('the warehouse lists pending claims, passes one in part and the actual amount is credited', async () => {
    const png = await uploadAttachment(t.app, t.a.token);
    const c = await fileClaim(t.app, t.a, { expectedAmount: '100.00', currency: 'CNY', attachments: [png] });
    const pending = bodyOf<PendingClaim[]>(await api(t.app, t.k.key, 'GET', '/claims/pending')).data;
    expect(pending.find((p) => p.id === c.id)).toMatchObject({
      claimNo: c.claimNo,
      companyId: String(t.a.companyId),
      expectedAmount: '100.00',
      currency: 'CNY',
    });
    const review = bodyOf<ClaimReview>(await api(t.app, t.k.key, 'GET', `/claims/${c.id}`)).data;
    expect(review).toMatchObject({ id: c.id, status: 'PENDING_REVIEW', companyId: String(t.a.companyId) });
    const photo = await api(t.app, t.k.key, 'GET', `/claims/${c.id}/files/${review.attachments[0]!.id}`);
    expect([photo.statusCode, photo.headers['content-type']]).toEqual([200, 'image/png']);
    const other = await uploadAttachment(t.app, t.a.token);
    expect((await api(t.app, t.k.key, 'GET', `/claims/${c.id}/files/${other}`)).statusCode).toBe(404);

    const before = await accountOf(t.app, t.a.token, 'CNY');
    const above = await approve(c.id, { actualAmount: '100.01' });
    expect([above.statusCode, bodyOf(above).message]).toEqual([
      422,
      'The actual amount 100.01 cannot be above the expected amount 100.00',
    ]);
    const bad = await approve(c.id, { actualAmount: '-1' });
    expect([bad.statusCode, bodyOf(bad).message]).toEqual([
      422,
      'The amount must be above 0 with at most two decimals',
    ]);
    const passed = await approve(c.id, { actualAmount: '60.00' });
    expect(bodyOf<ClaimDecisionResult>(passed).data).toEqual({
      id: c.id,
      status: 'PASSED',
      actualAmount: '60.00',
    });
    const after = await accountOf(t.app, t.a.token, 'CNY');
    expect(Number(after.balance) - Number(before.balance)).toBeCloseTo(60, 2);

    const detail = await detailOf(t.a.token, c.id);
    expect(detail).toMatchObject({ status: 'PASSED', actualAmount: '60.00', expectedAmount: '100.00' });
    expect(detail.ledger.map((l) => [l.type, l.amount, l.documentType, l.documentNo])).toEqual([
      ['COMPENSATION', '60.00', 'CLAIM', c.claimNo],
    ]);
    expect(detail.operations.at(-1)).toMatchObject({
      action: 'approve',
      toState: 'PASSED',
      note: 'RMB 60.00',
    });
    const cancel = await call(t.app, t.a.token, 'claims/cancel', { id: c.id });
    expect(cancel.statusCode).toBe(409);
    expect(await mismatches()).toEqual([]);
  });

  it('rejects with a reason the customer sees; a reason is required', async () => {
    const c = await fileClaim(t.app, t.a);
    const none = await post(t.app, t.k.key, `/claims/${c.id}/reject`, { reason: ' ' });
    expect([none.statusCode, bodyOf(none).message]).toEqual([422, 'Enter the reason for rejecting']);
    const res = await post(t.app, t.k.key, `/claims/${c.id}/reject`, { reason: 'No proof of damage' });
    expect(bodyOf<ClaimDecisionResult>(res).data).toMatchObject({ status: 'REJECTED', actualAmount: null });
    const detail = await detailOf(t.a.token, c.id);
    expect(detail).toMatchObject({ status: 'REJECTED', rejectReason: 'No proof of damage' });
    expect(detail.ledger).toEqual([]);
    expect((await approve(c.id)).statusCode).toBe(409);
    // The rejection waits for the customer: a to-do of type 10 with the claim's number.
    const todos = bodyOf<Todo[]>(await call(t.app, t.a.token, 'homepage/todoList', { relateType: 10 })).data;
    expect(todos.find((d) => d.documentNo === c.claimNo)).toMatchObject({
      relateType: 10,
      status: 'REJECTED',
      title: `Claim ${c.claimNo} rejected: No proof of damage`,
    });
  });

  it('credits once when ten approvals race, and another tenant cannot decide', async () => {
    const c = await fileClaim(t.app, t.a, { expectedAmount: '33.33' });
    const stranger = await tenantWithKey(t.app);
    expect((await post(t.app, stranger.key, `/claims/${c.id}/approve`, {})).statusCode).toBe(404);
    const theirs = bodyOf<PendingClaim[]>(await api(t.app, stranger.key, 'GET', '/claims/pending')).data;
    expect(theirs.some((p) => p.id === c.id)).toBe(false);

    const before = await accountOf(t.app, t.a.token, 'USD');
    const answers = await Promise.all(Array.from({ length: 10 }, () => approve(c.id)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    const after = await accountOf(t.app, t.a.token, 'USD');
    expect(Number(after.balance) - Number(before.balance)).toBeCloseTo(33.33, 2);
    expect((await detailOf(t.a.token, c.id)).ledger).toHaveLength(1);
    expect(await mismatches()).toEqual([]);
  });

  it('checks related numbers with the checker a module registered for the type', async () => {
    const checkers = t.app.services.claimDocumentCheckers;
    checkers.register('INBOUND', async (_tx, owner, number) =>
      owner.companyId === t.a.companyId && number.startsWith('IB') ? 'ok' : 'claims.relatedNoUnknown',
    );
    try {
      const bad = await call(
        t.app,
        t.a.token,
        'claims/create',
        newClaim({ relatedType: 'INBOUND', relatedNo: 'XX-1' }),
      );
      expect([bad.statusCode, bodyOf(bad).message]).toEqual([422, 'No related document XX-1 was found']);
      expect((await fileClaim(t.app, t.a, { relatedType: 'INBOUND', relatedNo: 'IB-7' })).relatedNo).toBe(
        'IB-7',
      );
      // Other types still take any number.
      expect((await fileClaim(t.app, t.a, { relatedType: 'OTHER', relatedNo: 'XX-1' })).status).toBe(
        'PENDING_REVIEW',
      );
    } finally {
      checkers.unregister('INBOUND');
    }
  });

  it('exports the list as xlsx with labels in the language asked', async () => {
    const c = await fileClaim(t.app, t.b, { reason: '=HYPERLINK("x") broken', currency: 'CNY' });
    const { raw } = await exportFile(t.app, t.b.token, 'claims', {}, 'zh');
    const rows = await readXlsx(raw);
    expect(rows[0]).toEqual([
      '索赔单号',
      '关联单据类型',
      '关联单号',
      '索赔类型',
      '索赔原因',
      '币种账户',
      '期望赔付金额',
      '实际赔付金额',
      '状态',
      '驳回原因',
      '创建人',
      '创建时间',
      '审核时间',
    ]);
    const line = rows.find((r) => r.includes(c.claimNo))!;
    // The amount is a number (the sheet shows it as 25.50), so that a spreadsheet can add it up.
    expect(line).toEqual(expect.arrayContaining(['出库单', '破损', 'RMB', '25.5', '待审核']));
    // Written neutralised (never a formula), read back as typed by the shared reader.
    expect(line).toContain('=HYPERLINK("x") broken');
  });

  it('the simulator passes most claims in full, some in part, and rejects those that ask for it', async () => {
    const c = await company(t.app);
    const k = await keyForTenant(t.app, c.tenantId, 'simulator');
    const claims = [];
    for (let i = 0; i < 4; i++) claims.push(await fileClaim(t.app, c, { expectedAmount: '10.00' }));
    const rejected = await fileClaim(t.app, c, { reason: '请驳回这个索赔 test' });
    const before = await accountOf(t.app, c.token, 'USD');
    let clock = Date.now() + 1_000;
    const simulator = createSimulator({
      clients: [injectClient(t.app, k.key)],
      delayMs: 60_000,
      log: { info: () => undefined, warn: () => undefined },
      now: () => clock,
      steps: simulatorSteps().filter(([name]) => name === 'claims'),
    });
    expect(await simulator.tick()).toBe(0);
    clock += 60_000;
    await simulator.tick();
    const outcomes = await Promise.all(claims.map((x) => detailOf(c.token, x.id)));
    expect(outcomes.every((o) => o.status === 'PASSED')).toBe(true);
    const paid = outcomes.map((o) => o.actualAmount);
    expect(paid.filter((a) => a === '6.00')).toHaveLength(
      claims.filter((x) => Number(x.id) % 4 === 0).length,
    );
    expect((await detailOf(c.token, rejected.id)).status).toBe('REJECTED');
    const after = await accountOf(t.app, c.token, 'USD');
    const total = paid.reduce((sum, a) => sum + Number(a), 0);
    expect(Number(after.balance) - Number(before.balance)).toBeCloseTo(total, 2);
    expect(await mismatches()).toEqual([]);
  });

  it('the demo seed makes claims in every state once, paid through the kernel', async () => {
    const c = await company(t.app);
    const ctx = {
      tenantId: c.tenantId,
      companyId: c.companyId,
      userId: c.userId,
      accountName: c.accountName,
      finance: t.app.services.finance,
      storage: t.app.services.files.storage,
      todos: t.app.services.todos,
      now: new Date(),
    };
    expect(await t.app.deps.db.transaction((tx) => seedDemoClaims(tx, ctx))).toBeGreaterThan(0);
    expect(await t.app.deps.db.transaction((tx) => seedDemoClaims(tx, ctx))).toBe(0);
    const page = bodyOf<PageResult<Claim>>(await call(t.app, c.token, 'claims/page', { size: 50 })).data;
    expect(new Set(page.records.map((r) => r.status))).toEqual(
      new Set(['PENDING_REVIEW', 'PASSED', 'REJECTED', 'CANCELLED']),
    );
    const passed = page.records.filter((r) => r.status === 'PASSED');
    for (const r of passed) {
      const detail = await detailOf(c.token, r.id);
      expect(detail.ledger.map((l) => [l.type, l.amount])).toEqual([['COMPENSATION', r.actualAmount]]);
      expect(detail.operations.map((o) => o.action)).toEqual(['create', 'approve']);
    }
    expect(await mismatches()).toEqual([]);
  });
});
