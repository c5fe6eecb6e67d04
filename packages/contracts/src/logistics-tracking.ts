import { z } from 'zod';
import { definePage } from './page';
import { TRACKING_STATUSES } from './tracking';

// Logistics tracking (/printOrderManage/logisticsTracking, issue 24 §2): up to 50 tracking numbers or
// order numbers pasted with any separator; each one's parcels, latest status first, then their
// timelines; numbers the company has nothing for say so.

export const LOGISTICS_TRACKING_CODE = 'OMS_PRINTTRACK';
export const LOGISTICS_TRACKING_PAGE = definePage(LOGISTICS_TRACKING_CODE, ['view', 'export']);
export const LOGISTICS_TRACKING_CODES = LOGISTICS_TRACKING_PAGE.codes;

export const TRACKING_LIMITS = {
  numbers: 50,
  number: 40,
  text: 2000,
  events: 100,
  place: 100,
  eventText: 300,
} as const;

/** The numbers of a paste: split on anything that is not a letter, digit or hyphen, upper-cased, once each. */
export const trackingNumbersOf = (text: string): string[] => [
  ...new Set(
    text
      .toUpperCase()
      .split(/[^A-Z0-9-]+/)
      .filter((n) => n.length > 0),
  ),
];

export const trackingLookupRequest = z.object({
  numbers: z
    .string({ error: 'tracking.numbersRequired' })
    .max(TRACKING_LIMITS.text, { error: 'tracking.tooMany' })
    .refine((v) => trackingNumbersOf(v).length > 0, { error: 'tracking.numbersRequired' })
    .refine((v) => trackingNumbersOf(v).length <= TRACKING_LIMITS.numbers, { error: 'tracking.tooMany' })
    .refine((v) => trackingNumbersOf(v).every((n) => n.length <= TRACKING_LIMITS.number), {
      error: 'tracking.numberTooLong',
    }),
});
export type TrackingLookupRequest = z.infer<typeof trackingLookupRequest>;

/** One carrier event as a timeline shows it (its time keeps the offset the carrier gave). */
export const trackingEventView = z.object({
  at: z.string(),
  place: z.string().nullable(),
  text: z.string(),
  status: z.enum(TRACKING_STATUSES),
});
export type TrackingEventView = z.infer<typeof trackingEventView>;

/** A parcel's tracking: its number, order, carrier, summary status and events (newest first). */
export const parcelTracking = z.object({
  trackingNo: z.string(),
  orderId: z.string(),
  orderNo: z.string(),
  carrier: z.string(),
  status: z.enum(TRACKING_STATUSES),
  shippedAt: z.string(),
  deliveredAt: z.string().nullable(),
  events: z.array(trackingEventView),
});
export type ParcelTracking = z.infer<typeof parcelTracking>;

/** What one pasted number found: its parcels (none: unknown). */
export const trackingLookupResult = z.object({ number: z.string(), parcels: z.array(parcelTracking) });
export type TrackingLookupResult = z.infer<typeof trackingLookupResult>;

/** The warehouse's carrier events for one parcel of an order (at most 100 a call; a repeat is kept once). */
export const postTrackingRequest = z.object({
  trackingNo: z.string().trim().toUpperCase().min(1).max(TRACKING_LIMITS.number),
  events: z
    .array(
      z.object({
        at: z.iso.datetime({ offset: true, error: 'error.validation' }),
        place: z.string().trim().max(TRACKING_LIMITS.place).nullish(),
        text: z.string().trim().min(1, { error: 'error.validation' }).max(TRACKING_LIMITS.eventText),
        status: z.enum(TRACKING_STATUSES, { error: 'error.validation' }),
      }),
    )
    .min(1, { error: 'error.validation' })
    .max(TRACKING_LIMITS.events, { error: 'error.validation' }),
});
export type PostTrackingRequest = z.infer<typeof postTrackingRequest>;
