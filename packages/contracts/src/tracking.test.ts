import { describe, expect, it } from 'vitest';
import {
  TRACKING_STATUSES,
  TRACKING_STATUS_LABELS,
  TRACKING_STATUS_LOOK,
  carrierTimeText,
  trackingSummary,
} from './tracking';

const at = (minute: number) => `2026-11-20T10:${String(minute).padStart(2, '0')}:00-08:00`;

describe('tracking statuses', () => {
  it('names and colours every status in both languages', () => {
    for (const status of TRACKING_STATUSES) {
      expect([
        status,
        Boolean(TRACKING_STATUS_LABELS[status].zh && TRACKING_STATUS_LABELS[status].en),
      ]).toEqual([status, true]);
      expect(TRACKING_STATUS_LOOK[status].icon).toBeTruthy();
    }
  });

  it('sums a parcel up by its latest event in time, whatever order they came in', () => {
    expect(trackingSummary([])).toBe('PENDING');
    expect(
      trackingSummary([
        { at: at(30), status: 'OUT_FOR_DELIVERY' },
        { at: at(10), status: 'INFO_RECEIVED' },
        { at: at(20), status: 'IN_TRANSIT' },
      ]),
    ).toBe('OUT_FOR_DELIVERY');
    // Offsets count: 10:40 in New York is before 10:30 in Los Angeles.
    expect(
      trackingSummary([
        { at: '2026-11-20T10:30:00-08:00', status: 'EXCEPTION' },
        { at: '2026-11-20T10:40:00-05:00', status: 'IN_TRANSIT' },
      ]),
    ).toBe('EXCEPTION');
  });

  it('keeps a delivered parcel delivered when a late scan arrives, but lets it be returned', () => {
    const delivered = [
      { at: at(10), status: 'IN_TRANSIT' as const },
      { at: at(20), status: 'DELIVERED' as const },
    ];
    expect(trackingSummary([...delivered, { at: at(30), status: 'IN_TRANSIT' }])).toBe('DELIVERED');
    expect(trackingSummary([...delivered, { at: at(40), status: 'RETURNED' }])).toBe('RETURNED');
  });
});

describe('a carrier time as text', () => {
  it('keeps the scan’s offset and drops fractions of seconds', () => {
    expect(carrierTimeText('2026-11-20T18:30:00-08:00')).toBe('2026-11-20 18:30:00 UTC-08:00');
    expect(carrierTimeText('2026-11-28T13:25:09.734Z')).toBe('2026-11-28 13:25:09 UTC');
    expect(carrierTimeText('yesterday')).toBe('yesterday');
  });
});
