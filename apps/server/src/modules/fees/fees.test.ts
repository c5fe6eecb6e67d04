import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type {
  Dispute,
  DisputeDecision,
  FeeCompany,
  FeeCountResult,
  FeeCurrencyTotal,
  FeeDetail,
  FeeRow,
  PageResult,
  PendingDispute,
  PostedFee,
} from '@oms/contracts';
import { DISPUTE_REFUND_NOTE } from '@oms/contracts';
import { useTestApp } from '../../../test/app';
import { bodyOf, call, company, exportFile, subAccountWith, type Company } from '../../../test/fixtures';
import { feeRecords, ledgerEntries } from '../../schema';
import { multipart, pngBytes, readXlsx, xlsBytes } from '../../lib/file-fixtures.test-support';
import {
  api,
  keyForTenant,
  post,
  tenantWithKey,
  type TestKey,
} from '../integration/integration.test-support';
import type { FeeInput } from '../finance/finance.service';
import { statementsAgreeAfterEach } from '../finance/finance.test-support';

const DAY = 86_400_000;

type Setup = { a: Company; b: Company; key: TestKey };

describe('fees: inquiry, totals, disputes, statistics and the warehouse side', () => {
  const t = useTestApp(async (app): Promise<Setup> => {
    const a = await company(app);
    const b = await company(app);
    const key = await keyForTenant(app, a.tenantId, 'fees');
    return { a, b, key };
  });
  statementsAgreeAfterEach(t);

  const owner = (c: Company) => ({ tenantId: c.tenantId, companyId: c.companyId });
  const credit = (c: Company, currency: 'CNY' | 'USD', amountMinor: number) =>
    t.app.deps.db.transaction((tx) =>
      t.app.services.finance.credit(tx, owner(c), {
        currency,
        amountMinor,
        type: 'RECHARGE',
        documentType: 'RECHARGE',
        documentNo: `RC${amountMinor}`,
        actor: 'test',
      }),
    );
  const charge = (c: Company, fee: Partial<FeeInput> & { amountMinor: number }, at?: Date) =>
    t.app.deps.db.transaction((tx) =>
      t.app.services.finance.charge(tx, owner(c), {
        actor: 'test',
        at,
        fee: {
          feeType: 'STORAGE',
          currency: 'USD',
          unitPriceMinor: fee.amountMinor,
          quantity: '1',
          documentType: 'STORAGE',
          documentNo: 'ST1',
          ...fee,
        },
      }),
    );
  const page = async (c: Company, filters: Record<string, unknown> = {}) =>
    bodyOf<PageResult<FeeRow>>(await call(t.app, c.token, 'fees/page', { size: 100, ...filters })).data;
  const totals = async (c: Company, filters: Record<string, unknown> = {}) =>
    bodyOf<FeeCurrencyTotal[]>(await call(t.app, c.token, 'fees/totals', filters)).data;
  const detail = async (c: Company, id: string) =>
    bodyOf<FeeDetail>(await call(t.app, c.token, 'fees/detail', { id })).data;
  const mismatches = () => t.app.services.finance.mismatches();
  const upload = async (c: Company, kind: 'png' | 'pdf' | 'xls') => {
    const file = {
      png: { name: 'bill.png', content: pngBytes() },
      pdf: { name: 'bill.pdf', content: Buffer.from('%PDF-1.7\n%%EOF') },
      xls: { name: 'bill.xls', content: xlsBytes() },
    }[kind];
    const body = multipart(file);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/files/upload?purpose=attachment&module=fees',
      headers: { ...body.headers, token: c.token, language: 'en' },
      payload: body.payload,
    });
    return bodyOf<{ id: string }>(res).data.id;
  };

  it('lists, filters and totals fee lines per currency; another company sees none of them', async () => {
    const { a, b } = t;
    await credit(a, 'USD', 100_000);
    await credit(a, 'CNY', 500_000);
    await charge(a, { amountMinor: 1_250, feeType: 'STORAGE', documentNo: 'ST-A1' });
    await charge(a, { amountMinor: 800, feeType: 'SHIPPING', documentType: 'OUTBOUND', documentNo: 'OB-A1' });
    const cny = await charge(a, {
      amountMinor: 9_900,
      currency: 'CNY',
      feeType: 'SHIPPING',
      documentType: 'OUTBOUND',
      documentNo: 'OB-A2',
    });
    const old = await charge(
      a,
      { amountMinor: 300, feeType: 'PACKAGING', documentNo: 'PK-OLD' },
      new Date(Date.now() - 40 * DAY),
    );

    const all = await page(a);
    expect(all.records.map((r) => r.documentNo)).toEqual(['OB-A2', 'OB-A1', 'ST-A1', 'PK-OLD']);
    expect(all.records[0]).toMatchObject({
      currency: 'CNY',
      amount: '99.00',
      net: '99.00',
      status: 'DEDUCTED',
    });

    const shipping = await page(a, { feeType: 'SHIPPING' });
    expect(shipping.records.map((r) => r.documentNo)).toEqual(['OB-A2', 'OB-A1']);
    expect(
      (await page(a, { feeType: 'SHIPPING', currency: 'USD' })).records.map((r) => r.documentNo),
    ).toEqual(['OB-A1']);
    expect((await page(a, { documentNo: 'ST-A1' })).records).toHaveLength(1);
    expect((await page(a, { createdFrom: new Date(Date.now() - 10 * DAY).toISOString() })).total).toBe(3);
    expect((await page(a, { disputeState: 'NONE' })).total).toBe(4);
    expect((await page(a, { disputeState: 'OPEN' })).total).toBe(0);

    // The totals of the filtered set equal the rows, per currency.
    const sum = (rows: FeeRow[], currency: string) =>
      rows.filter((r) => r.currency === currency).reduce((s, r) => s + Math.round(Number(r.net) * 100), 0);
    const tot = await totals(a);
    expect(tot).toEqual([
      { currency: 'CNY', count: 1, amount: '99.00', deducted: '99.00', refunded: '0.00', net: '99.00' },
      { currency: 'USD', count: 3, amount: '23.50', deducted: '23.50', refunded: '0.00', net: '23.50' },
    ]);
    expect(sum(all.records, 'USD')).toBe(2_350);
    expect(await totals(a, { feeType: 'SHIPPING' })).toMatchObject([
      { currency: 'CNY', net: '99.00' },
      { currency: 'USD', net: '8.00' },
    ]);

    // The detail carries the ledger row the charge wrote.
    const d = await detail(a, String(cny.id));
    expect(d.ledger).toMatchObject([{ type: 'FEE', amount: '-99.00', documentNo: 'OB-A2' }]);
    expect([d.canDispute, d.refundable, d.disputes]).toEqual([true, '99.00', []]);

    // Another company: empty pages and totals, 404 on the detail.
    expect((await page(b)).total).toBe(0);
    expect(await totals(b)).toEqual([]);
    const cross = await call(t.app, b.token, 'fees/detail', { id: String(old.id) });
    expect(cross.statusCode).toBe(404);
    expect(
      (await call(t.app, b.token, 'fees/dispute', { feeId: String(old.id), reason: 'x' })).statusCode,
    ).toBe(404);

    // The export writes the filtered lines.
    const file = await exportFile(t.app, a.token, 'fees', { filters: { feeType: 'SHIPPING' } }, 'en');
    expect(file.data.rows).toBe(2);
    const [header, ...lines] = await readXlsx(file.raw);
    expect(header).toEqual([
      'Created',
      'Fee type',
      'Fee name',
      'Currency',
      'Unit price',
      'Quantity',
      'Amount',
      'Deducted',
      'Refunded',
      'Net',
      'Status',
      'Document type',
      'Document number',
      'Warehouse',
      'Dispute',
      'Remark',
    ]);
    // The line as the list shows it: labels in the language asked; amounts as numbers (shown with
    // two decimals), so that a spreadsheet can add them up.
    const cnyLine = lines.find((l) => l.includes('OB-A2'))!;
    expect(cnyLine.slice(1, 4)).toEqual(['Shipping', 'Shipping', 'RMB']);
    expect(cnyLine.slice(6, 11)).toEqual(['99', '99', '0', '99', 'Deducted']);
    expect(await mismatches()).toEqual([]);
  });

  it('needs the codes: view for reads, submit to dispute, cancel to withdraw, fee count view', async () => {
    const { a } = t;
    const viewer = await subAccountWith(t.app, a.companyId, [
      'OMS_FINANCEFEEINQUIRY',
      'OMS_FINANCEFEEINQUIRY:view',
    ]);
    const none = await subAccountWith(t.app, a.companyId, ['OMS_HOME']);
    expect((await call(t.app, none.token, 'fees/page', {})).statusCode).toBe(403);
    expect((await call(t.app, none.token, 'fees/totals', {})).statusCode).toBe(403);
    expect((await call(t.app, viewer.token, 'fees/page', {})).statusCode).toBe(200);
    const fee = await charge(a, { amountMinor: 100, documentNo: 'ST-PERM' });
    const res = await call(t.app, viewer.token, 'fees/dispute', { feeId: String(fee.id), reason: 'why' });
    expect(res.statusCode).toBe(403);
    expect((await call(t.app, viewer.token, 'fees/withdraw', { id: '1' })).statusCode).toBe(403);
    const body = { from: '2024-01-01', to: '2024-01-31', currency: 'USD' };
    expect((await call(t.app, viewer.token, 'fees/count', body)).statusCode).toBe(403);
  });

  it('disputes a line once, withdraws it, refuses a second withdraw, and checks attachments by content', async () => {
    const { a } = t;
    const fee = await charge(a, { amountMinor: 2_000, feeType: 'RELABEL', documentNo: 'RL-1' });
    const id = String(fee.id);

    expect((await call(t.app, a.token, 'fees/dispute', { feeId: id, reason: ' ' })).statusCode).toBe(422);
    const xls = await upload(a, 'xls');
    const badFile = await call(t.app, a.token, 'fees/dispute', {
      feeId: id,
      reason: 'x',
      attachmentIds: [xls],
    });
    expect([badFile.statusCode, bodyOf(badFile).message]).toEqual([
      422,
      'Attachments must be images or PDF files you uploaded',
    ]);

    const png = await upload(a, 'png');
    const pdf = await upload(a, 'pdf');
    const res = await call(t.app, a.token, 'fees/dispute', {
      feeId: id,
      reason: 'We never asked for relabelling',
      attachmentIds: [png, pdf],
    });
    expect(res.statusCode).toBe(200);
    const opened = bodyOf<Dispute>(res).data;
    expect(opened).toMatchObject({ status: 'OPEN', reason: 'We never asked for relabelling' });
    expect(opened.attachments.map((x) => x.mime)).toEqual(['image/png', 'application/pdf']);
    expect(opened.operations.map((o) => o.action)).toEqual(['open']);

    const twice = await call(t.app, a.token, 'fees/dispute', { feeId: id, reason: 'again' });
    expect([twice.statusCode, bodyOf(twice).message]).toEqual([409, 'This fee already has an open dispute']);
    expect((await page(a, { disputeState: 'OPEN' })).records.map((r) => r.id)).toEqual([id]);
    expect((await detail(a, id)).canDispute).toBe(false);

    const withdrawn = bodyOf<Dispute>(await call(t.app, a.token, 'fees/withdraw', { id: opened.id })).data;
    expect(withdrawn.status).toBe('WITHDRAWN');
    expect(withdrawn.operations.map((o) => o.action)).toEqual(['open', 'withdraw']);
    const again = await call(t.app, a.token, 'fees/withdraw', { id: opened.id });
    expect([again.statusCode, bodyOf(again).message]).toEqual([
      409,
      'This dispute has already been answered or withdrawn',
    ]);
    expect((await page(a, { disputeState: 'WITHDRAWN' })).records.map((r) => r.id)).toEqual([id]);
    // Another company's withdraw: 404.
    const { b } = t;
    expect((await call(t.app, b.token, 'fees/withdraw', { id: opened.id })).statusCode).toBe(404);
  });

  it('the warehouse accepts a dispute once under concurrency (partial refund through the kernel)', async () => {
    const { a, key } = t;
    const fee = await charge(a, {
      amountMinor: 5_000,
      feeType: 'SUPPLEMENT',
      documentType: 'SUPPLEMENT',
      documentNo: 'BS-1',
    });
    const opened = bodyOf<Dispute>(
      await call(t.app, a.token, 'fees/dispute', { feeId: String(fee.id), reason: 'Charged twice' }),
    ).data;
    const pending = bodyOf<PendingDispute[]>(await api(t.app, key.key, 'GET', '/fees/disputes/pending')).data;
    expect(pending.find((p) => p.id === opened.id)).toMatchObject({
      refundable: '50.00',
      reason: 'Charged twice',
    });

    const tooMuch = await post(t.app, key.key, `/fees/disputes/${opened.id}/accept`, {
      refundAmount: '60.00',
    });
    expect(tooMuch.statusCode).toBe(422);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        post(t.app, key.key, `/fees/disputes/${opened.id}/accept`, { refundAmount: '20.00' }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const ok = answers.find((r) => r.statusCode === 200)!;
    expect(bodyOf<DisputeDecision>(ok).data.status).toBe('ACCEPTED');

    const d = await detail(a, String(fee.id));
    expect([d.refunded, d.net, d.refundable]).toEqual(['20.00', '30.00', '30.00']);
    // The refund's note is words in the reader's language (a message key read with the entry's
    // document number), not the dispute's internal id.
    expect(d.ledger.map((l) => [l.type, l.amount, l.note, l.documentNo])).toEqual([
      ['SUPPLEMENT', '-50.00', null, 'BS-1'],
      ['REFUND', '20.00', DISPUTE_REFUND_NOTE, 'BS-1'],
    ]);
    expect(d.disputes[0]).toMatchObject({ status: 'ACCEPTED', refundAmount: '20.00' });
    expect(d.disputes[0]!.operations.map((o) => o.action)).toEqual(['open', 'accept']);
    expect((await page(a, { disputeState: 'ACCEPTED' })).records.map((r) => r.id)).toEqual([String(fee.id)]);
    expect(await mismatches()).toEqual([]);

    // Refuse: 409 when answered; another dispute of the line may be refused with a reason.
    expect(
      (await post(t.app, key.key, `/fees/disputes/${opened.id}/refuse`, { reason: 'no' })).statusCode,
    ).toBe(409);
    const second = bodyOf<Dispute>(
      await call(t.app, a.token, 'fees/dispute', { feeId: String(fee.id), reason: 'Still too much' }),
    ).data;
    const refused = await post(t.app, key.key, `/fees/disputes/${second.id}/refuse`, {
      reason: 'Correct per rate card',
    });
    expect(bodyOf<DisputeDecision>(refused).data.status).toBe('REFUSED');
    expect((await detail(a, String(fee.id))).disputes[0]).toMatchObject({
      status: 'REFUSED',
      answer: 'Correct per rate card',
    });
    const withdrawRefused = await call(t.app, a.token, 'fees/withdraw', { id: second.id });
    expect(withdrawRefused.statusCode).toBe(409);
  });

  it('posts a fee or a supplement to a company of the tenant; unaffordable → 409 and nothing written', async () => {
    const { a, b, key } = t;
    const before = await t.app.deps.db.select().from(feeRecords).where(eq(feeRecords.companyId, b.companyId));
    const ledgerBefore = await t.app.deps.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.companyId, b.companyId));
    const poor = await post(t.app, key.key, '/fees', {
      companyId: String(b.companyId),
      feeType: 'SUPPLEMENT',
      currency: 'USD',
      unitPrice: '12.00',
      reason: 'Pallet wrap',
    });
    expect(poor.statusCode).toBe(409);
    expect(bodyOf(poor).message).toMatch(/Not enough available in the USD account/);
    expect(
      await t.app.deps.db.select().from(feeRecords).where(eq(feeRecords.companyId, b.companyId)),
    ).toEqual(before);
    expect(
      await t.app.deps.db.select().from(ledgerEntries).where(eq(ledgerEntries.companyId, b.companyId)),
    ).toEqual(ledgerBefore);

    const noReason = await post(t.app, key.key, '/fees', {
      companyId: String(a.companyId),
      feeType: 'SUPPLEMENT',
      currency: 'USD',
      unitPrice: '12.00',
    });
    expect(noReason.statusCode).toBe(422);

    const idem = `supplement-${Date.now()}`;
    const body = {
      companyId: String(a.companyId),
      feeType: 'SUPPLEMENT',
      currency: 'USD',
      unitPrice: '1.50',
      quantity: '2',
      reason: 'Pallet wrap',
    };
    const first = await post(t.app, key.key, '/fees', body, idem);
    const replay = await post(t.app, key.key, '/fees', body, idem);
    expect(first.statusCode).toBe(200);
    const posted = bodyOf<PostedFee>(first).data;
    expect(posted).toMatchObject({
      feeType: 'SUPPLEMENT',
      amount: '3.00',
      status: 'DEDUCTED',
      documentType: 'SUPPLEMENT',
    });
    expect(posted.documentNo).toMatch(/^BS\d{17}$/);
    expect(bodyOf<PostedFee>(replay).data.id).toBe(posted.id);
    expect((await page(a, { documentNo: posted.documentNo })).records).toMatchObject([
      { id: posted.id, remark: 'Pallet wrap', warehouse: { id: String(key.warehouseId) } },
    ]);

    // Another tenant's company: 404; a plain fee needs its document number.
    const stranger = await tenantWithKey(t.app);
    expect((await post(t.app, stranger.key, '/fees', body)).statusCode).toBe(404);
    const plain = await post(t.app, key.key, '/fees', { ...body, feeType: 'VAS', reason: undefined });
    expect(plain.statusCode).toBe(422);
    const companies = bodyOf<FeeCompany[]>(await api(t.app, key.key, 'GET', '/fees/companies')).data;
    expect(companies.find((c) => c.id === String(a.companyId))?.available).toHaveLength(2);
    expect(await mismatches()).toEqual([]);
  });

  it('counts fees by type, warehouse and day/week/month, and exports the table', async () => {
    const c = await company(t.app);
    await credit(c, 'USD', 100_000);
    const base = Date.parse('2024-03-04T10:00:00Z'); // a Monday
    await charge(c, { amountMinor: 1_000, feeType: 'STORAGE' }, new Date(base));
    await charge(c, { amountMinor: 500, feeType: 'SHIPPING' }, new Date(base + DAY));
    await charge(c, { amountMinor: 700, feeType: 'SHIPPING' }, new Date(base + 8 * DAY));
    const refunded = await charge(c, { amountMinor: 400, feeType: 'PACKAGING' }, new Date(base + 8 * DAY));
    await t.app.deps.db.transaction((tx) =>
      t.app.services.finance.refund(tx, owner(c), {
        feeRecordId: refunded.id,
        amountMinor: 100,
        note: 't',
        actor: 't',
      }),
    );
    await charge(c, { amountMinor: 999, currency: 'CNY' as const }, new Date(base)).catch(() => undefined);

    const count = async (granularity: string) =>
      bodyOf<FeeCountResult>(
        await call(t.app, c.token, 'fees/count', {
          from: '2024-03-01',
          to: '2024-03-31',
          currency: 'USD',
          granularity,
        }),
      ).data;
    const days = await count('day');
    expect(days.buckets).toHaveLength(31);
    expect([days.total, days.count]).toEqual(['25.00', 4]);
    expect(days.byType).toEqual([
      { feeType: 'SHIPPING', amount: '12.00', count: 2 },
      { feeType: 'STORAGE', amount: '10.00', count: 1 },
      { feeType: 'PACKAGING', amount: '3.00', count: 1 },
    ]);
    expect(days.byWarehouse).toEqual([{ warehouse: null, amount: '25.00', count: 4 }]);
    const shippingDays = days.series.find((s) => s.feeType === 'SHIPPING')!.amounts;
    expect(shippingDays[4]).toBe('5.00');
    const weeks = await count('week');
    expect(weeks.buckets).toEqual(['2024-02-26', '2024-03-04', '2024-03-11', '2024-03-18', '2024-03-25']);
    expect(weeks.rows).toEqual([
      { bucket: '2024-03-04', feeType: 'STORAGE', count: 1, amount: '10.00' },
      { bucket: '2024-03-04', feeType: 'SHIPPING', count: 1, amount: '5.00' },
      { bucket: '2024-03-11', feeType: 'SHIPPING', count: 1, amount: '7.00' },
      { bucket: '2024-03-11', feeType: 'PACKAGING', count: 1, amount: '3.00' },
    ]);
    expect((await count('month')).buckets).toEqual(['2024-03-01']);

    const bad = await call(t.app, c.token, 'fees/count', {
      from: '2024-03-31',
      to: '2024-03-01',
      currency: 'USD',
    });
    expect([bad.statusCode, bodyOf(bad).message]).toEqual([
      422,
      'The end date cannot be before the start date',
    ]);
    const file = await exportFile(t.app, c.token, 'fee-count', {
      filters: { from: '2024-03-01', to: '2024-03-31', currency: 'USD', granularity: 'week' },
    });
    expect(file.data.rows).toBe(4);
  });

  it('cuts the periods at midnight of the finance calendar (China time)', async () => {
    const c = await company(t.app);
    await credit(c, 'USD', 100_000);
    // 00:30 on 1 March and on 1 April in Shanghai, still 29 February and 31 March in UTC.
    await charge(c, { amountMinor: 100, feeType: 'STORAGE' }, new Date('2024-02-29T16:30:00Z'));
    await charge(c, { amountMinor: 200, feeType: 'SHIPPING' }, new Date('2024-03-31T16:30:00Z'));
    const count = async (from: string, to: string, granularity: string) =>
      bodyOf<FeeCountResult>(
        await call(t.app, c.token, 'fees/count', { from, to, currency: 'USD', granularity }),
      ).data;
    const march = await count('2024-03-01', '2024-03-31', 'day');
    expect([march.total, march.rows]).toEqual([
      '1.00',
      [{ bucket: '2024-03-01', feeType: 'STORAGE', count: 1, amount: '1.00' }],
    ]);
    const april = await count('2024-04-01', '2024-04-30', 'month');
    expect([april.total, april.rows]).toEqual([
      '2.00',
      [{ bucket: '2024-04-01', feeType: 'SHIPPING', count: 1, amount: '2.00' }],
    ]);
    expect((await count('2024-02-01', '2024-02-29', 'month')).count).toBe(0);
  });
});
