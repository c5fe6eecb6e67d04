import { defineFields } from './fields';
import type { StatusColor } from './document';

// A parcel's tracking, normalised (issue 24 §2; FULFILMENT-FACTS.md "Tracking"): each carrier event
// keeps its own text beside one of the field's common statuses, so that every carrier's parcel reads
// the same on a shipment, in logistics tracking and in a to-do.

export const TRACKING_STATUSES = [
  'PENDING',
  'INFO_RECEIVED',
  'IN_TRANSIT',
  'OUT_FOR_DELIVERY',
  'AVAILABLE_FOR_PICKUP',
  'FAILED_ATTEMPT',
  'DELIVERED',
  'EXCEPTION',
  'RETURNED',
  'EXPIRED',
] as const;
export type TrackingStatus = (typeof TRACKING_STATUSES)[number];

export const TRACKING_STATUS_LABELS = defineFields<TrackingStatus>({
  PENDING: { zh: '待查询', en: 'No events yet' },
  INFO_RECEIVED: { zh: '已下单', en: 'Info received' },
  IN_TRANSIT: { zh: '运输中', en: 'In transit' },
  OUT_FOR_DELIVERY: { zh: '派送中', en: 'Out for delivery' },
  AVAILABLE_FOR_PICKUP: { zh: '待自提', en: 'Available for pickup' },
  FAILED_ATTEMPT: { zh: '投递失败', en: 'Failed attempt' },
  DELIVERED: { zh: '已签收', en: 'Delivered' },
  EXCEPTION: { zh: '异常', en: 'Exception' },
  RETURNED: { zh: '已退回', en: 'Returned to sender' },
  EXPIRED: { zh: '长期无更新', en: 'Expired' },
});

/** Each status's tag colour and icon (the web maps the icon name to its glyph). */
export const TRACKING_STATUS_LOOK = {
  PENDING: { color: 'default', icon: 'clock' },
  INFO_RECEIVED: { color: 'cyan', icon: 'file' },
  IN_TRANSIT: { color: 'blue', icon: 'truck' },
  OUT_FOR_DELIVERY: { color: 'geekblue', icon: 'send' },
  AVAILABLE_FOR_PICKUP: { color: 'purple', icon: 'shop' },
  FAILED_ATTEMPT: { color: 'warning', icon: 'warning' },
  DELIVERED: { color: 'success', icon: 'check' },
  EXCEPTION: { color: 'error', icon: 'alert' },
  RETURNED: { color: 'gold', icon: 'rollback' },
  EXPIRED: { color: 'default', icon: 'stop' },
} as const satisfies Record<TrackingStatus, { color: StatusColor; icon: string }>;

/** Statuses after which a parcel has no more news to wait for. */
export const FINAL_TRACKING_STATUSES: readonly TrackingStatus[] = ['DELIVERED', 'RETURNED', 'EXPIRED'];

/** Statuses the seller must be told of as they happen (a to-do): the parcel is in trouble. */
export const TROUBLE_TRACKING_STATUSES: readonly TrackingStatus[] = ['EXCEPTION', 'FAILED_ATTEMPT'];

/** One carrier event: when (ISO time with its offset), where, the carrier's words and our status. */
export type TrackingEvent = { at: string; place: string | null; text: string; status: TrackingStatus };

/**
 * A parcel's summary: the status of its latest event (by time, not by arrival), PENDING without one.
 * Once a final status is reached, a later event of another kind (a carrier's late scan) does not undo it.
 */
export const trackingSummary = (events: readonly Pick<TrackingEvent, 'at' | 'status'>[]): TrackingStatus => {
  const ordered = [...events].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  let status: TrackingStatus = 'PENDING';
  for (const event of ordered) {
    if (FINAL_TRACKING_STATUSES.includes(status) && !FINAL_TRACKING_STATUSES.includes(event.status)) continue;
    status = event.status;
  }
  return status;
};

/**
 * A carrier event's time as the scan's local clock read it: `2026-11-20 18:30:00 UTC-08:00` (the
 * offset kept, seconds' fractions dropped); a text of another form as it is.
 */
export const carrierTimeText = (at: string) => {
  const m = /^(\d{4}-\d\d-\d\d)T(\d\d:\d\d(?::\d\d)?)(?:\.\d+)?(Z|[+-]\d\d:\d\d)$/.exec(at);
  if (!m) return at;
  return `${m[1]} ${m[2]} UTC${m[3] === 'Z' ? '' : m[3]}`;
};
