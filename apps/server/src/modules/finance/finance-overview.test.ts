import { describe, expect, it } from 'vitest';
import { startOfZonedDay, startOfZonedMonth } from '@oms/contracts';
import { useTestApp } from '../../../test/app';
import { bodyOf, call, company, subAccountWith } from '../../../test/fixtures';
import { feeOf, inTx, statementsAgreeAfterEach } from './finance.test-support';

// The home page's funds card (POST /api/homepage/fundOverview): the accounts with yesterday's and
// this month's money in and out, counted in the finance calendar (China time).

describe('funds overview', () => {
  const t = useTestApp();
  statementsAgreeAfterEach(t);

  it("shows each account with yesterday's and this month's income and expenses", async () => {
    const c = await company(t.app);
    const finance = t.app.services.finance;
    const now = new Date();
    const hour = 3_600_000;
    const yesterday = new Date(startOfZonedDay(now, -1).getTime() + hour);
    const today = new Date(startOfZonedDay(now).getTime() + 1_000);
    const lastMonth = new Date(startOfZonedMonth(now).getTime() - hour);
    const credit = (amountMinor: number, at: Date, currency: 'CNY' | 'USD' = 'CNY') =>
      inTx(t.app, (tx) =>
        finance.credit(tx, c, {
          currency,
          amountMinor,
          type: 'RECHARGE',
          documentType: 'RECHARGE',
          documentNo: 'RC-1',
          actor: 'c',
          at,
        }),
      );
    const charge = (amountMinor: number, at: Date, currency: 'CNY' | 'USD' = 'CNY') =>
      inTx(t.app, (tx) => finance.charge(tx, c, { fee: feeOf(amountMinor, currency), actor: 'c', at }));
    await credit(100_000, lastMonth);
    await credit(50_000, yesterday);
    await charge(1_234, yesterday);
    await charge(766, today);
    await credit(20_000, today, 'USD');
    // A freeze holds money without moving it: neither income nor expense.
    await inTx(t.app, (tx) => finance.freeze(tx, c, { fee: feeOf(5_000), actor: 'c', at: today }));

    const res = await call(t.app, c.token, 'homepage/fundOverview');
    const [cny, usd] = bodyOf<Record<string, string>[]>(res).data;
    expect(cny).toEqual({
      currency: 'CNY',
      balance: '1480.00',
      frozen: '50.00',
      credit: '0.00',
      available: '1430.00',
      yesterdayIncome: '500.00',
      yesterdayExpense: '12.34',
      // On the first of a month yesterday belongs to the month before.
      monthIncome: yesterday < startOfZonedMonth(now) ? '0.00' : '500.00',
      monthExpense: yesterday < startOfZonedMonth(now) ? '7.66' : '20.00',
    });
    expect(usd).toMatchObject({ balance: '200.00', yesterdayIncome: '0.00', monthIncome: '200.00' });
  });

  it('refuses a colleague who may not open the recharge page (an empty list would read as no account)', async () => {
    const c = await company(t.app);
    const ops = await subAccountWith(t.app, c.companyId, ['OMS_HOME']);
    expect((await call(t.app, ops.token, 'homepage/fundOverview')).statusCode).toBe(403);
    const finance = await subAccountWith(t.app, c.companyId, ['OMS_HOME', 'OMS_FINANCERECHARGE:view']);
    expect(bodyOf(await call(t.app, finance.token, 'homepage/fundOverview')).data).toHaveLength(2);
  });
});
