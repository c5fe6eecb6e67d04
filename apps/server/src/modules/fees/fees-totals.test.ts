import { describe, expect, it } from 'vitest';
import { startOfZonedDay, type FeeCurrencyTotal, type FeeRow, type PageResult } from '@oms/contracts';
import { useTestApp } from '../../../test/app';
import { bodyOf, call, company } from '../../../test/fixtures';
import { feeOf, fund, inTx, statementsAgreeAfterEach } from '../finance/finance.test-support';

// The totals of the fee inquiry come from the kernel's daily roll-up over whole days and from the
// lines themselves at the edges of a range: whatever the range and filters, they must equal the sums
// of the lines the list shows.

const HOUR = 3_600_000;

describe('fee inquiry totals', () => {
  const t = useTestApp(company);
  statementsAgreeAfterEach(t);

  it('equal the sums of the listed lines for ranges that cut days and for every roll-up filter', async () => {
    const finance = t.app.services.finance;
    await fund(t.app, t, 1_000_000);
    await fund(t.app, t, 1_000_000, 'USD');
    const midnight = startOfZonedDay(new Date(), -3);
    // Lines either side of three midnights, in both currencies and several types and states.
    const times = [-2, -0.001, 0, 0.5, 23.999, 24, 30, 47.5, 48.001, 60].map(
      (h) => new Date(midnight.getTime() + h * HOUR),
    );
    for (const [i, at] of times.entries()) {
      const currency = i % 3 === 0 ? 'USD' : 'CNY';
      const fee = feeOf(100 + i * 37, currency, {
        feeType: i % 2 ? 'STORAGE' : 'SHIPPING',
        documentNo: `OB-T${i}`,
      });
      const row = await inTx(t.app, (tx) =>
        i % 4 === 1
          ? finance.freeze(tx, t, { fee, actor: 't', at })
          : finance.charge(tx, t, { fee, actor: 't', at }),
      );
      if (i % 4 === 1 && i % 8 === 1)
        await inTx(t.app, (tx) =>
          finance.settle(tx, t, { feeRecordId: row.id, actualMinor: 50, actor: 't' }),
        );
      if ([0, 3, 8].includes(i))
        await inTx(t.app, (tx) =>
          finance.refund(tx, t, { feeRecordId: row.id, amountMinor: 20, note: 'x', actor: 't' }),
        );
    }
    expect(await finance.feeTotalsMismatches()).toEqual([]);

    const listed = async (filters: Record<string, unknown>) => {
      const page = bodyOf<PageResult<FeeRow>>(
        await call(t.app, t.token, 'fees/page', { current: 1, size: 100, ...filters }),
      ).data;
      const by = new Map<string, { count: number; amount: number; deducted: number; refunded: number }>();
      for (const r of page.records) {
        const s = by.get(r.currency) ?? { count: 0, amount: 0, deducted: 0, refunded: 0 };
        s.count += 1;
        s.amount += Math.round(Number(r.amount) * 100);
        s.deducted += Math.round(Number(r.deducted) * 100);
        s.refunded += Math.round(Number(r.refunded) * 100);
        by.set(r.currency, s);
      }
      return [...by.entries()]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([currency, s]) => ({ currency, ...s }));
    };
    const totals = async (filters: Record<string, unknown>) =>
      bodyOf<FeeCurrencyTotal[]>(await call(t.app, t.token, 'fees/totals', filters)).data.map((s) => ({
        currency: s.currency,
        count: s.count,
        amount: Math.round(Number(s.amount) * 100),
        deducted: Math.round(Number(s.deducted) * 100),
        refunded: Math.round(Number(s.refunded) * 100),
      }));
    const at = (h: number) => new Date(midnight.getTime() + h * HOUR).toISOString();
    const cases: Record<string, unknown>[] = [
      {},
      { feeType: 'STORAGE' },
      { currency: 'USD' },
      { status: 'FROZEN' },
      { createdFrom: at(0) },
      { createdTo: at(24) },
      { createdFrom: at(-1), createdTo: at(47.9) },
      { createdFrom: at(0.25), createdTo: at(23.999) },
      { createdFrom: at(-0.001), createdTo: at(48.001), feeType: 'SHIPPING' },
      { createdFrom: at(10), createdTo: at(11) },
      { documentNo: 'OB-T4' },
    ];
    for (const filters of cases)
      expect({ filters, sums: await totals(filters) }).toEqual({ filters, sums: await listed(filters) });
  });
});
