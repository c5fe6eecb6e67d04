import { describe, expect, it } from 'vitest';
import { startOfZonedMonth } from './finance-time';
import {
  addMonths,
  monthOf,
  monthStart,
  monthsBetween,
  statementId,
  statementKeyOf,
  statementLineLabel,
} from './statements';

describe('statement months', () => {
  it('cuts months at midnight of the finance calendar, as finance-time does', () => {
    // 2026-03-01 00:30 in Shanghai is still February in UTC; a millisecond before midnight is February.
    expect(monthOf(new Date('2026-02-28T16:30:00Z'))).toBe('2026-03');
    expect(monthOf(new Date('2026-02-28T15:59:59.999Z'))).toBe('2026-02');
    expect(monthStart('2026-03').toISOString()).toBe('2026-02-28T16:00:00.000Z');
    expect(monthStart('2026-01').toISOString()).toBe('2025-12-31T16:00:00.000Z');
    const at = new Date('2026-07-10T12:00:00Z');
    expect(monthStart(monthOf(at))).toEqual(startOfZonedMonth(at));
  });

  it('steps across years', () => {
    expect(addMonths('2025-11', 3)).toBe('2026-02');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(monthsBetween('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsBetween('2026-02', '2025-11')).toEqual([]);
  });

  it('names a statement by month and currency, and reads the name back', () => {
    expect(statementId('2025-05', 'USD')).toBe('2025052');
    expect(statementKeyOf('2025052')).toEqual({ month: '2025-05', currency: 'USD' });
    expect(statementKeyOf('2025133')).toBeUndefined();
    expect(statementKeyOf('2025-05')).toBeUndefined();
  });

  it('labels a fee line by its fee type, other lines by their kind', () => {
    expect(statementLineLabel({ type: 'FEE', feeType: 'SHIPPING' })).toEqual({
      zh: '扣费 · 运费',
      en: 'Fee: Shipping',
    });
    expect(statementLineLabel({ type: 'REFUND', feeType: null })).toEqual({ zh: '退款', en: 'Refund' });
  });
});
