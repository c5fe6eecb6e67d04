import { describe, expect, it } from 'vitest';
import type {
  OnlineRechargeCreated,
  PageResult,
  PaymentView,
  PendingRecharge,
  Recharge,
  RechargeDetail,
} from '@oms/contracts';
import { PAYMENT_FAILED_REASON, formatMessage } from '@oms/contracts';
import { useTestApp } from '../../../test/app';
import { bodyOf, call, company, exportFile, subAccountWith, twoCompanies } from '../../../test/fixtures';
import { readXlsx, xlsBytes } from '../../lib/file-fixtures.test-support';
import { accountsOf, statementsAgreeAfterEach } from '../finance/finance.test-support';
import { api, keyForTenant, post } from '../integration/integration.test-support';
import { offlineBody, payerOf, uploadSlip } from './recharges.test-support';

const offline = async (app: Parameters<typeof offlineBody>[0], token: string, extra = {}) => {
  const res = await call(app, token, 'recharges/createOffline', await offlineBody(app, token, extra));
  const body = bodyOf<Recharge>(res);
  if (body.code !== 0) throw new Error(body.message);
  return body.data;
};

describe('recharges API', () => {
  const t = useTestApp(twoCompanies(company));
  statementsAgreeAfterEach(t);

  it('checks the offline form with the specification messages and writes nothing on refusal', async () => {
    const good = await offlineBody(t.app, t.a.token);
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: '0' }, '充值金额须大于 0，最多两位小数'],
      [{ amount: '12.345' }, '充值金额须大于 0，最多两位小数'],
      [{ amount: '' }, '请输入充值金额'],
      [{ serial: 'TX 001' }, '交易流水号只能包含英文、数字和连字符，最多 30 个字符'],
      [{ serial: '' }, '请输入交易流水号'],
      [{ attachmentFileId: '' }, '请上传汇款凭证'],
      [{ payerAccountId: '' }, '请选择付款账户'],
      [{ currency: 'EUR' }, '请选择币种账户'],
    ];
    for (const [change, message] of cases) {
      const res = await call(t.app, t.a.token, 'recharges/createOffline', { ...good, ...change }, 'zh');
      expect([res.statusCode, bodyOf(res).message]).toEqual([422, message]);
    }
    // By content: an xlsx uploaded as an attachment is not a slip; a disabled payer is refused.
    const sheet = await uploadSlip(t.app, t.a.token, { name: 'slip.png', content: xlsBytes() });
    const wrong = await call(
      t.app,
      t.a.token,
      'recharges/createOffline',
      { ...good, attachmentFileId: sheet },
      'zh',
    );
    expect([wrong.statusCode, bodyOf(wrong).message]).toEqual([
      422,
      '汇款凭证须为图片（JPG/PNG/GIF）或 PDF 文件',
    ]);
    // Another company's slip is not found, in either language (not "must be an image").
    const theirSlip = await uploadSlip(t.app, t.b.token);
    for (const [language, message] of [
      ['zh', '汇款凭证文件不存在，请重新上传'],
      ['en', 'The remittance slip file was not found; upload it again'],
    ] as const) {
      const foreign = await call(
        t.app,
        t.a.token,
        'recharges/createOffline',
        { ...good, attachmentFileId: theirSlip },
        language,
      );
      expect([foreign.statusCode, bodyOf(foreign).message]).toEqual([422, message]);
    }
    const disabled = await payerOf(t.app, t.a.token, 'DISABLED');
    const res = await call(
      t.app,
      t.a.token,
      'recharges/createOffline',
      { ...good, payerAccountId: disabled },
      'zh',
    );
    expect([res.statusCode, bodyOf(res).message]).toEqual([422, '付款账户不存在或已停用，请重新选择']);
    // Another company's payer account is not ours either.
    const theirs = await payerOf(t.app, t.b.token);
    const res2 = await call(t.app, t.a.token, 'recharges/createOffline', { ...good, payerAccountId: theirs });
    expect(res2.statusCode).toBe(422);
    const page = bodyOf<PageResult<Recharge>>(
      await call(t.app, t.a.token, 'recharges/page', { current: 1, size: 10 }),
    ).data;
    expect(page.total).toBe(0);
  });

  it('submits an offline recharge for review; the warehouse approves with the amount received, once', async () => {
    const r = await offline(t.app, t.a.token, { amount: '1000.50' });
    expect(r).toMatchObject({
      type: 'OFFLINE',
      status: 'PENDING_REVIEW',
      amount: '1000.50',
      actualAmount: null,
    });
    expect(r.number).toMatch(/^RC\d{14}$/);
    expect(r.payerAccount).toContain('****');
    // The same serial again while this one is pending: refused.
    const again = await call(t.app, t.a.token, 'recharges/createOffline', {
      ...(await offlineBody(t.app, t.a.token)),
      serial: r.serial!.toLowerCase(),
    });
    expect([again.statusCode, bodyOf(again).message]).toEqual([
      409,
      'A recharge with this transaction serial was already submitted',
    ]);

    const k = await keyForTenant(t.app, t.a.tenantId, 'finance');
    const pending = bodyOf<PendingRecharge[]>(await api(t.app, k.key, 'GET', '/recharges/pending')).data;
    const mine = pending.find((p) => p.id === r.id)!;
    expect(mine).toMatchObject({ companyId: String(t.a.companyId), amount: '1000.50', serial: r.serial });
    const slip = await api(t.app, k.key, 'GET', mine.attachmentPath!.replace('/open-api/warehouse', ''));
    expect([slip.statusCode, slip.headers['content-type']]).toEqual([200, 'image/png']);

    const before = await accountsOf(t.app, t.a.token);
    // Ten approvals at once, each with its own idempotency key: one credits, the rest are refused.
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        post(t.app, k.key, `/recharges/${r.id}/approve`, { actualAmount: '995.50' }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    const after = await accountsOf(t.app, t.a.token);
    expect(Number(after.CNY.balance) - Number(before.CNY.balance)).toBeCloseTo(995.5, 2);
    expect(await t.app.services.finance.mismatches()).toEqual([]);

    const detail = bodyOf<RechargeDetail>(
      await call(t.app, t.a.token, 'recharges/detail', { id: r.id }),
    ).data;
    expect(detail).toMatchObject({ status: 'PASSED', actualAmount: '995.50', payPath: null });
    expect(detail.operations.map((o) => [o.action, o.toState])).toEqual([
      ['create', 'PENDING_REVIEW'],
      ['approve', 'PASSED'],
    ]);
    // Decided: cancel and reject are refused with 409.
    const cancel = await call(t.app, t.a.token, 'recharges/cancel', { id: r.id });
    expect([cancel.statusCode, bodyOf(cancel).message]).toEqual([
      409,
      'Only a recharge pending review can be cancelled',
    ]);
    const reject = await post(t.app, k.key, `/recharges/${r.id}/reject`, { reason: 'late' });
    expect(reject.statusCode).toBe(409);
  });

  it('rejects with a reason the customer sees and a to-do; the customer cancels a pending one', async () => {
    const k = await keyForTenant(t.app, t.a.tenantId, 'finance2');
    const r = await offline(t.app, t.a.token, { currency: 'USD' });
    const noReason = await post(t.app, k.key, `/recharges/${r.id}/reject`, { reason: '' });
    expect(noReason.statusCode).toBe(422);
    const res = await post(t.app, k.key, `/recharges/${r.id}/reject`, { reason: 'No transfer found' });
    expect(bodyOf(res).data).toMatchObject({ status: 'REJECTED', actualAmount: null });
    const detail = bodyOf<RechargeDetail>(
      await call(t.app, t.a.token, 'recharges/detail', { id: r.id }),
    ).data;
    expect(detail).toMatchObject({ status: 'REJECTED', rejectReason: 'No transfer found' });
    const todos = bodyOf<{ relateType: number; status: string }[]>(
      await call(t.app, t.a.token, 'homepage/todoList'),
    ).data;
    expect(todos.some((x) => x.relateType === 9 && x.status === 'REJECTED')).toBe(true);

    const other = await offline(t.app, t.a.token);
    const cancelled = await call(t.app, t.a.token, 'recharges/cancel', { id: other.id });
    expect(bodyOf<Recharge>(cancelled).data.status).toBe('CANCELLED');
    const late = await post(t.app, k.key, `/recharges/${other.id}/approve`, {});
    expect(late.statusCode).toBe(409);
    // The warehouse of another tenant does not see it.
    expect(await t.app.services.finance.mismatches()).toEqual([]);
  });

  it('keeps companies apart and asks for the codes', async () => {
    const r = await offline(t.app, t.a.token);
    for (const path of ['recharges/detail', 'recharges/cancel']) {
      expect((await call(t.app, t.b.token, path, { id: r.id })).statusCode).toBe(404);
    }
    const page = bodyOf<PageResult<Recharge>>(
      await call(t.app, t.b.token, 'recharges/page', { current: 1, size: 50 }),
    );
    expect(page.data.records.map((x) => x.id)).not.toContain(r.id);
    const viewer = await subAccountWith(t.app, t.a.companyId, [
      'OMS_FINANCERECHARGEMANAGE',
      'OMS_FINANCERECHARGEMANAGE:view',
    ]);
    expect((await call(t.app, viewer.token, 'recharges/page', { current: 1, size: 5 })).statusCode).toBe(200);
    expect((await call(t.app, viewer.token, 'recharges/cancel', { id: r.id })).statusCode).toBe(403);
    expect(
      (await call(t.app, viewer.token, 'recharges/createOnline', { currency: 'CNY', amount: '1' }))
        .statusCode,
    ).toBe(403);
    // Another tenant's key cannot decide it.
    const { tenantWithKey } = await import('../integration/integration.test-support');
    const stranger = await tenantWithKey(t.app, 'stranger');
    expect((await post(t.app, stranger.key, `/recharges/${r.id}/approve`, {})).statusCode).toBe(404);
  });

  it('pays online through the sandbox: signed callback credits once; forged and repeated ones credit nothing', async () => {
    const bad = await call(
      t.app,
      t.a.token,
      'recharges/createOnline',
      { currency: 'USD', amount: '-5' },
      'zh',
    );
    expect([bad.statusCode, bodyOf(bad).message]).toEqual([422, '充值金额须大于 0，最多两位小数']);
    const created = bodyOf<OnlineRechargeCreated>(
      await call(t.app, t.a.token, 'recharges/createOnline', { currency: 'USD', amount: '250.00' }),
    ).data;
    expect(created.token.length).toBeGreaterThanOrEqual(40);
    expect(created.payPath).toBe(`/pay?token=${created.token}`);
    const info = bodyOf<PaymentView>(await call(t.app, null, 'pay/info', { token: created.token })).data;
    expect(info).toMatchObject({ status: 'PENDING_REVIEW', amount: '250.00', currency: 'USD' });
    expect(info.qrText).toContain(`/pay?token=${created.token}`);
    const unknown = await call(t.app, null, 'pay/info', { token: 'x'.repeat(43) });
    expect([unknown.statusCode, bodyOf(unknown).message]).toEqual([
      404,
      'The payment link is invalid or has expired',
    ]);

    const before = await accountsOf(t.app, t.a.token);
    // A forged notification (wrong signature) is refused and credits nothing.
    const forged = {
      provider: 'SANDBOX',
      token: created.token,
      outcome: 'SUCCESS',
      amount: '250.00',
      currency: 'USD',
      providerRef: 'FAKE',
      timestamp: Date.now(),
      signature: 'a'.repeat(64),
    };
    const refused = await call(t.app, null, 'pay/callback', forged);
    expect([refused.statusCode, bodyOf(refused).message]).toEqual([
      400,
      'The payment notification signature is invalid; it was ignored',
    ]);
    expect((await accountsOf(t.app, t.a.token)).USD.balance).toBe(before.USD.balance);

    // The payer confirms; the sandbox posts its signed notice; the account is credited.
    const paid = bodyOf<PaymentView>(
      await call(t.app, null, 'pay/sandbox', { token: created.token, outcome: 'SUCCESS' }),
    ).data;
    expect(paid.status).toBe('PASSED');
    // The provider acted: its name in the reader's language, not its code.
    for (const [language, name] of [
      ['en', 'Sandbox payment (demo)'],
      ['zh', '沙箱支付（演示）'],
    ] as const) {
      const seen = bodyOf<RechargeDetail>(
        await call(t.app, t.a.token, 'recharges/detail', { id: created.id }, language),
      ).data;
      expect(seen.operations.map((o) => o.actor)).toEqual([t.a.accountName, name]);
    }
    const after = await accountsOf(t.app, t.a.token);
    expect(Number(after.USD.balance) - Number(before.USD.balance)).toBe(250);

    // The same signed notice again (a provider retries): accepted: false, nothing more credited.
    const provider = t.app.services.paymentProvider;
    const body = {
      provider: 'SANDBOX' as const,
      token: created.token,
      outcome: 'SUCCESS' as const,
      amount: '250.00',
      currency: 'USD',
      providerRef: 'R1',
      timestamp: Date.now(),
    };
    const replay = await call(t.app, null, 'pay/callback', { ...body, signature: provider.sign(body) });
    expect(bodyOf(replay).data).toEqual({ accepted: false, status: 'PASSED' });
    // A signed notice with another amount is refused.
    const other = { ...body, amount: '2500.00' };
    expect(
      (await call(t.app, null, 'pay/callback', { ...other, signature: provider.sign(other) })).statusCode,
    ).toBe(400);
    expect((await accountsOf(t.app, t.a.token)).USD.balance).toBe(after.USD.balance);
    expect(await t.app.services.finance.mismatches()).toEqual([]);

    // Online recharges are not the warehouse's to review.
    const k = await keyForTenant(t.app, t.a.tenantId, 'finance3');
    const second = bodyOf<OnlineRechargeCreated>(
      await call(t.app, t.a.token, 'recharges/createOnline', { currency: 'CNY', amount: '10' }),
    ).data;
    expect((await post(t.app, k.key, `/recharges/${second.id}/approve`, {})).statusCode).toBe(409);
    const failed = bodyOf<PaymentView>(
      await call(t.app, null, 'pay/sandbox', { token: second.token, outcome: 'FAIL' }),
    ).data;
    expect(failed.status).toBe('REJECTED');
    // Why, in each reader's language: a message key on the recharge (the web reads it), its message
    // in the to-do, never both languages in one string.
    expect(failed.rejectReason).toBe(PAYMENT_FAILED_REASON);
    for (const language of ['zh', 'en'] as const) {
      const todos = bodyOf<{ title: string }[]>(
        await call(t.app, t.a.token, 'homepage/todoList', { relateType: 9 }, language),
      ).data;
      expect(todos.map((x) => x.title)).toContain(
        formatMessage('recharges.todoRejected', language, {
          number: second.number,
          reason: formatMessage(PAYMENT_FAILED_REASON, language),
        }),
      );
    }
    // The credit's ledger note is the payment's reference, not the provider's code.
    const owner = { tenantId: t.a.tenantId, companyId: t.a.companyId };
    const [credit] = await t.app.services.finance.ledgerOfDocument(t.app.deps.db, owner, created.number);
    expect(credit!.note).toMatch(/^SBX[0-9A-F]{16}$/);
  });

  it('reads and replaces the receiving accounts through the integration API', async () => {
    const k = await keyForTenant(t.app, t.a.tenantId, 'banker');
    const now = bodyOf<{ currency: string }[]>(
      await api(t.app, k.key, 'GET', '/recharges/receiving-accounts'),
    ).data;
    expect(now.map((a) => a.currency).sort()).toEqual(['CNY', 'USD']);
    const missingUsd = await post(t.app, k.key, '/recharges/receiving-accounts', {
      accounts: [{ currency: 'CNY', bankName: 'B', accountName: 'N', accountNumber: '1' }],
    });
    expect(missingUsd.statusCode).toBe(422);
    const replaced = await post(t.app, k.key, '/recharges/receiving-accounts', {
      accounts: [
        { currency: 'CNY', bankName: 'ICBC', accountName: 'Operator', accountNumber: '6222000011112222' },
        {
          currency: 'USD',
          bankName: 'HSBC',
          accountName: 'Operator Ltd',
          accountNumber: '808123456',
          swiftCode: 'HSBCHKHH',
        },
      ],
    });
    expect(replaced.statusCode).toBe(200);
    const seen = bodyOf<{ bankName: string }[]>(
      await call(t.app, t.a.token, 'recharges/receivingAccounts'),
    ).data;
    expect(seen.map((a) => a.bankName)).toEqual(['ICBC', 'HSBC']);
  });

  it('exports the records as xlsx', async () => {
    await offline(t.app, t.b.token, { serial: 'EXPORT-1' });
    const { raw } = await exportFile(t.app, t.b.token, 'recharges', {}, 'en');
    const rows = await readXlsx(raw);
    expect(rows[0]).toEqual([
      'Recharge No.',
      'Method',
      'Currency account',
      'Amount',
      'Actual amount',
      'Receiving account',
      'Payer account',
      'Transaction serial',
      'Status',
      'Reject reason',
      'Remark',
      'Created',
      'Decided',
    ]);
    const line = rows.find((row) => row.includes('EXPORT-1'))!;
    expect(line).toEqual(expect.arrayContaining(['Bank transfer', 'RMB', 'Pending review']));
    expect(line[6]).toMatch(/^PingPong · Acme Trading · /);
  });
});
