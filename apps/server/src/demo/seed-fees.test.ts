import { describe, expect, it } from 'vitest';
import type { FeeCurrencyTotal, FeeDetail, FeeRow, PageResult } from '@oms/contracts';
import { bodyOf, call, tokenFor } from '../../test/fixtures';
import { DEMO_PASSWORD } from './seed';
import { seededTwice } from './seed.test-support';

describe('demo fees', () => {
  it('seeds months of fee lines in both currencies once, with disputes in three states; the ledger holds', async () => {
    const { app } = await seededTwice();
    const token = await tokenFor(app, 'demo', DEMO_PASSWORD);
    const page = bodyOf<PageResult<FeeRow>>(await call(app, token, 'fees/page', { size: 500 })).data;
    expect(page.total).toBeGreaterThan(150);
    expect(new Set(page.records.map((r) => r.feeType)).size).toBeGreaterThan(8);
    expect(new Set(page.records.map((r) => r.currency))).toEqual(new Set(['CNY', 'USD']));
    expect(page.records.some((r) => r.status === 'REFUNDED' || r.refunded !== '0.00')).toBe(true);
    const states = page.records
      .map((r) => r.disputeState)
      .filter(Boolean)
      .sort();
    expect(states).toEqual(['ACCEPTED', 'OPEN', 'REFUSED']);
    const open = page.records.find((r) => r.disputeState === 'OPEN')!;
    expect(open.feeType).toBe('SUPPLEMENT');
    const detail = bodyOf<FeeDetail>(await call(app, token, 'fees/detail', { id: open.id })).data;
    expect(detail.disputes[0]!.operations.map((o) => o.action)).toEqual(['open']);
    const totals = bodyOf<FeeCurrencyTotal[]>(await call(app, token, 'fees/totals', {})).data;
    expect(totals.map((t) => t.currency)).toEqual(['CNY', 'USD']);
    expect(await app.services.finance.mismatches()).toEqual([]);
  });
});
