import { describe, expect, it } from 'vitest';
import { startOfZonedDay, startOfZonedMonth, zonedDate, zonedDayText } from './finance-time';

describe('finance calendar', () => {
  it('cuts days and months at midnight China time', () => {
    // 2026-03-01 01:30 in Shanghai is still February 28th in UTC.
    const at = new Date('2026-02-28T17:30:00Z');
    expect(zonedDate(at)).toEqual({ year: 2026, month: 3, day: 1 });
    expect(zonedDayText(at)).toBe('2026-03-01');
    expect(startOfZonedDay(at).toISOString()).toBe('2026-02-28T16:00:00.000Z');
    expect(startOfZonedDay(at, -1).toISOString()).toBe('2026-02-27T16:00:00.000Z');
    expect(startOfZonedMonth(at).toISOString()).toBe('2026-02-28T16:00:00.000Z');
    expect(startOfZonedMonth(at, -1).toISOString()).toBe('2026-01-31T16:00:00.000Z');
    expect(startOfZonedMonth(new Date('2026-12-15T00:00:00Z'), 1).toISOString()).toBe(
      '2026-12-31T16:00:00.000Z',
    );
  });

  it('follows daylight saving where a zone has it', () => {
    const summer = new Date('2026-07-10T12:00:00Z');
    expect(startOfZonedDay(summer, 0, 'America/Los_Angeles').toISOString()).toBe('2026-07-10T07:00:00.000Z');
    expect(startOfZonedMonth(summer, 0, 'America/Los_Angeles').toISOString()).toBe(
      '2026-07-01T07:00:00.000Z',
    );
    expect(startOfZonedMonth(summer, -6, 'America/Los_Angeles').toISOString()).toBe(
      '2026-01-01T08:00:00.000Z',
    );
  });
});
