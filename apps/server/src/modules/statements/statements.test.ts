import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  addMonths,
  monthOf,
  monthStart,
  statementId,
  toMinor,
  type Currency,
  type PageResult,
  type Statement,
  type StatementDetail,
  type StatementFile,
} from '@oms/contracts';
import { useTestApp } from '../../../test/app';
import { twoCompanies } from '../../../test/fixtures';
import type { App } from '../../app';
import { readXlsx } from '../../lib/file-fixtures.test-support';
import { colleague, createMainAccount, post, type TestUser } from '../consignees/consignees.test-support';
import { monthlyStatements } from './statements.table';
import { closeMonth } from './statements.close';
import { CLOSE_MONTHS_JOB } from './statements.service';
import { statementsAgreeAfterEach } from '../finance/finance.test-support';

const P = '/api/statements';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const current = monthOf(new Date());
const m1 = addMonths(current, -2);
const m2 = addMonths(current, -1);
/** Shanghai time: the `day`th of `month` at `hour` o'clock. */
const on = (month: string, day: number, hour = 12) =>
  new Date(monthStart(month).getTime() + (day - 1) * DAY + hour * HOUR);

const ownerOf = (u: TestUser) => ({ tenantId: u.tenantId, companyId: u.companyId });
const fee = (
  feeType: 'SHIPPING' | 'STORAGE' | 'OUTBOUND_ORDER' | 'SUPPLEMENT',
  amount: string,
  no: string,
) => ({
  feeType,
  currency: 'CNY' as Currency,
  unitPriceMinor: toMinor(amount),
  quantity: '1',
  amountMinor: toMinor(amount),
  documentType: (feeType === 'SUPPLEMENT' ? 'SUPPLEMENT' : 'OUTBOUND') as 'SUPPLEMENT' | 'OUTBOUND',
  documentNo: no,
});

/** A hand-made ledger over the two months before this one, moved through the money kernel. */
const writeLedger = (app: App, u: TestUser) =>
  app.deps.db.transaction(async (tx) => {
    const finance = app.services.finance;
    const owner = ownerOf(u);
    const credit = (
      currency: Currency,
      type: 'RECHARGE' | 'COMPENSATION' | 'ADJUSTMENT',
      amount: string,
      at: Date,
    ) =>
      finance.credit(tx, owner, {
        currency,
        amountMinor: toMinor(amount),
        type,
        documentType: type === 'ADJUSTMENT' ? 'ADJUSTMENT' : type === 'RECHARGE' ? 'RECHARGE' : 'CLAIM',
        documentNo: `DOC-${type}-${at.getTime()}`,
        actor: 'test',
        at,
      });
    await credit('CNY', 'RECHARGE', '1000.00', on(m1, 3));
    const shipping = await finance.charge(tx, owner, {
      fee: fee('SHIPPING', '120.50', 'OB1'),
      actor: 'test',
      at: on(m1, 5),
    });
    await finance.charge(tx, owner, { fee: fee('STORAGE', '30.00', 'ST1'), actor: 'test', at: on(m1, 6) });
    const frozen = await finance.freeze(tx, owner, {
      fee: fee('OUTBOUND_ORDER', '10.00', 'OB2'),
      actor: 'test',
      at: on(m1, 7),
    });
    await credit('USD', 'RECHARGE', '100.00', on(m1, 10));
    // The last millisecond of m1 and 03:00 on the 1st of m2, Shanghai time (still m1 in UTC).
    await credit('CNY', 'RECHARGE', '0.01', new Date(monthStart(m2).getTime() - 1));
    await credit('CNY', 'RECHARGE', '3.00', on(m2, 1, 3));
    await finance.refund(tx, owner, {
      feeRecordId: shipping.id,
      amountMinor: 2050,
      note: 'part',
      actor: 'test',
      at: on(m2, 2),
    });
    await credit('CNY', 'COMPENSATION', '50.00', on(m2, 3));
    await finance.charge(tx, owner, { fee: fee('SUPPLEMENT', '5.00', 'SP1'), actor: 'test', at: on(m2, 4) });
    await finance.settle(tx, owner, {
      feeRecordId: frozen.id,
      actualMinor: 800,
      actor: 'test',
      at: on(m2, 5),
    });
    await credit('CNY', 'ADJUSTMENT', '1.00', on(m2, 6));
    await credit('CNY', 'RECHARGE', '10.00', new Date());
  });

describe('monthly statements API', () => {
  const t = useTestApp(twoCompanies(createMainAccount));
  statementsAgreeAfterEach(t);
  const list = async (u: TestUser, body: object = {}) =>
    (await post<PageResult<Statement>>(t.app, u, `${P}/page`, { current: 1, size: 50, ...body })).body.data;
  const detail = async (u: TestUser, month: string, currency: Currency) =>
    (await post<StatementDetail>(t.app, u, `${P}/detail`, { month, currency })).body.data;
  const stored = (u: TestUser) =>
    t.app.deps.db.select().from(monthlyStatements).where(eq(monthlyStatements.companyId, u.companyId));

  it('closes each month from the ledger: lines by type, closing = next opening, the running month', async () => {
    await writeLedger(t.app, t.a);
    const { records, total } = await list(t.a);
    expect(total).toBe(6);
    const view = records.map((r) => [r.month, r.currency, r.status, r.opening, r.closing]);
    expect(view).toEqual([
      [current, 'CNY', 'RUNNING', '911.01', '921.01'],
      [current, 'USD', 'RUNNING', '100.00', '100.00'],
      [m2, 'CNY', 'CLOSED', '849.51', '911.01'],
      [m2, 'USD', 'CLOSED', '100.00', '100.00'],
      [m1, 'CNY', 'CLOSED', '0.00', '849.51'],
      [m1, 'USD', 'CLOSED', '0.00', '100.00'],
    ]);
    expect(records[4]).toMatchObject({
      id: statementId(m1, 'CNY'),
      recharges: '1000.01',
      fees: '-150.50',
      refunds: '0.00',
      entries: 5,
    });
    expect(records[2]).toMatchObject({
      recharges: '3.00',
      fees: '-8.00',
      refunds: '20.50',
      compensation: '50.00',
      supplements: '-5.00',
      adjustments: '1.00',
    });
    expect(records[0]!.closedAt).toBeNull();
    expect(records[2]!.closedAt).not.toBeNull();

    // Fees by fee type (catalogue order); a freeze and the released rest are no line.
    const first = await detail(t.a, m1, 'CNY');
    expect(first.lines.map((l) => [l.type, l.feeType, l.amount, l.count])).toEqual([
      ['RECHARGE', null, '1000.01', 2],
      ['FEE', 'STORAGE', '-30.00', 1],
      ['FEE', 'SHIPPING', '-120.50', 1],
    ]);
    const second = await detail(t.a, m2, 'CNY');
    expect(second.lines.map((l) => [l.type, l.feeType, l.amount])).toEqual([
      ['RECHARGE', null, '3.00'],
      ['FEE', 'OUTBOUND_ORDER', '-8.00'],
      ['REFUND', null, '20.50'],
      ['COMPENSATION', null, '50.00'],
      ['SUPPLEMENT', null, '-5.00'],
      ['ADJUSTMENT', null, '1.00'],
    ]);
    const running = await detail(t.a, current, 'CNY');
    expect(running).toMatchObject({ status: 'RUNNING', opening: '911.01', closing: '921.01' });
    // The closing is what the account holds: the ledger and the accounts agree.
    const accounts = await t.app.deps.db.transaction((tx) =>
      t.app.services.finance.accounts(tx, ownerOf(t.a)),
    );
    expect(accounts.find((a) => a.currency === 'CNY')!.balance).toBe('921.01');
    expect(await t.app.services.finance.mismatches(undefined, t.a.companyId)).toEqual([]);
  });

  it('filters by month range and currency, and checks the range', async () => {
    const usd = await list(t.a, { currency: 'USD', monthFrom: m2, monthTo: current });
    expect(usd.records.map((r) => [r.month, r.currency])).toEqual([
      [current, 'USD'],
      [m2, 'USD'],
    ]);
    const oldest = await list(t.a, { monthTo: m1, sort: 'month' });
    expect(oldest.records.map((r) => r.id)).toEqual([statementId(m1, 'CNY'), statementId(m1, 'USD')]);
    const wrong = await post(
      t.app,
      t.a,
      `${P}/page`,
      { current: 1, size: 10, monthFrom: current, monthTo: m1 },
      'zh',
    );
    expect([wrong.status, wrong.body.message]).toEqual([422, '起始月份不能晚于截止月份']);
    const bad = await post(t.app, t.a, `${P}/page`, { current: 1, size: 10, monthFrom: '2024-13' }, 'en');
    expect([bad.status, bad.body.message]).toEqual([422, 'A month is written YYYY-MM']);
    const future = await post(t.app, t.a, `${P}/detail`, { month: addMonths(current, 1), currency: 'CNY' });
    expect(future.status).toBe(422);
  });

  it('closes idempotently and never stores the running month', async () => {
    const before = await stored(t.a);
    expect(before.map((r) => r.month).sort()).toEqual([m1, m1, m2, m2]);
    await list(t.a);
    expect(await closeMonth(t.app.deps.db, ownerOf(t.a), m2)).toEqual([]);
    const after = await stored(t.a);
    expect(after).toEqual(before);
  });

  it('has the job close the previous month of every company, catching up missed months', async () => {
    const c = await createMainAccount(t.app);
    await t.app.deps.db.transaction(async (tx) => {
      for (const [month, amount] of [
        [m1, 2000],
        [m2, 3000],
      ] as const)
        await t.app.services.finance.credit(tx, ownerOf(c), {
          currency: 'USD',
          amountMinor: amount,
          type: 'RECHARGE',
          documentType: 'RECHARGE',
          documentNo: `R-${month}`,
          actor: 'test',
          at: on(month, 15),
        });
    });
    expect(await stored(c)).toEqual([]);
    const job = await t.app.services.jobs.enqueue(t.app.deps.db, { kind: CLOSE_MONTHS_JOB, payload: {} });
    const done = await t.app.services.jobs.waitFor(job!.id, 10_000);
    expect(done?.status).toBe('SUCCEEDED');
    const rows = await stored(c);
    expect(rows.map((r) => [r.month, r.currency, r.opening, r.closing]).sort()).toEqual(
      [
        [m1, 'CNY', 0, 0],
        [m1, 'USD', 0, 2000],
        [m2, 'CNY', 0, 0],
        [m2, 'USD', 2000, 5000],
      ].sort(),
    );
    const [running] = await t.app.deps.db
      .select()
      .from(monthlyStatements)
      .where(and(eq(monthlyStatements.companyId, c.companyId), eq(monthlyStatements.month, current)));
    expect(running).toBeUndefined();
  });

  it('downloads a statement as xlsx and as a PDF drawn in the embedded CJK font', async () => {
    const xlsx = await post<StatementFile>(t.app, t.a, `${P}/download`, {
      month: m1,
      currency: 'CNY',
      format: 'xlsx',
    });
    expect(xlsx.body.data.name).toBe(`Monthly statement-${m1}-RMB.xlsx`);
    const file = async (id: string) =>
      t.app.inject({ method: 'GET', url: `/api/files/download?id=${id}`, headers: { token: t.a.token } });
    const rows = await readXlsx((await file(xlsx.body.data.fileId)).rawPayload);
    expect(rows[0]).toEqual(['Item', 'Entries', 'Amount (RMB)']);
    expect(rows).toContainEqual(['Month', m1]);
    expect(rows).toContainEqual(['Opening balance', '', '0']);
    expect(rows).toContainEqual(['Fee: Shipping', '1', '-120.5']);
    expect(rows).toContainEqual(['Closing balance', '', '849.51']);

    const pdf = await post<StatementFile>(
      t.app,
      t.a,
      `${P}/download`,
      { month: m2, currency: 'CNY', format: 'pdf' },
      'zh',
    );
    expect(pdf.body.data.name).toBe(`月度账单-${m2}-RMB.pdf`);
    const res = await file(pdf.body.data.fileId);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = res.rawPayload.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansSC/);
    expect(text).toContain('/FontFile2');
    expect(text).not.toContain('Helvetica');
  });

  it('answers 403 without the code and shows a company only its own statements', async () => {
    const viewer = await colleague(t.app, t.a, ['OMS_FINANCEMONTHACCOUNT', 'OMS_FINANCEMONTHACCOUNT:view']);
    expect((await post(t.app, viewer, `${P}/page`, { current: 1, size: 10 })).status).toBe(200);
    const download = await post(t.app, viewer, `${P}/download`, {
      month: m1,
      currency: 'CNY',
      format: 'pdf',
    });
    expect(download.status).toBe(403);
    const none = await colleague(t.app, t.a, ['OMS_HOME']);
    expect((await post(t.app, none, `${P}/page`, { current: 1, size: 10 })).status).toBe(403);
    expect((await post(t.app, none, `${P}/detail`, { month: m1, currency: 'CNY' })).status).toBe(403);

    // Company b has no ledger: only its running month, at zero; a's months are not b's.
    const other = await list(t.b);
    expect(other.records.map((r) => [r.month, r.status, r.closing])).toEqual([
      [current, 'RUNNING', '0.00'],
      [current, 'RUNNING', '0.00'],
    ]);
    expect((await post(t.app, t.b, `${P}/detail`, { month: m1, currency: 'CNY' })).status).toBe(404);
  });

  it('exports the list through the export framework', async () => {
    const res = await post<{ mode: string; fileId: string }>(t.app, t.a, '/api/exports/create', {
      kind: 'statements',
      filters: { currency: 'CNY' },
    });
    expect(res.body.data.mode).toBe('sync');
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/files/download?id=${res.body.data.fileId}`,
      headers: { token: t.a.token },
    });
    const rows = await readXlsx(file.rawPayload);
    expect(rows[0]).toEqual([
      'Month',
      'Currency',
      'Status',
      'Opening balance',
      'Recharges',
      'Fees',
      'Refunds',
      'Compensation',
      'Bill supplements',
      'Adjustments',
      'Closing balance',
      'Entries',
      'Closed at',
    ]);
    expect(rows[1]!.slice(0, 3)).toEqual([current, 'RMB', 'Running']);
    expect(rows.slice(1).map((r) => [r[0], r[2], r[10]])).toEqual([
      [current, 'Running', '921.01'],
      [m2, 'Closed', '911.01'],
      [m1, 'Closed', '849.51'],
    ]);
  });
});
