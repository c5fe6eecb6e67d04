import { z } from 'zod';
import { outboundDetail, outboundOrder } from './outbound-orders-api';
import { PACKAGINGS } from './outbound-orders-options';
import { OUTBOUND_ERROR_REASONS, OUTBOUND_PROGRESS, OUTBOUND_STATUSES } from './outbound-orders-states';
import { optionalInput, optionalText, requiredText } from './validation';
import { TRACKING_STATUSES } from './tracking';

// The warehouse's side of outbound orders (integration API, /open-api/warehouse/outbound-orders/*):
// what the warehouse reads of an order and what it sends to move one.

export const OUTBOUND_WAREHOUSE_LIMITS = {
  parcels: 50,
  note: 500,
  trackingNo: 40,
  carrier: 40,
  /** A parcel's label PDF (a 4×6 in label is some 20-100 KB; the request as a whole is at most 1 MB). */
  labelBytes: 300 * 1024,
} as const;

export const pendingOutboundOrder = outboundOrder.extend({ companyId: z.string(), companyName: z.string() });
export type PendingOutboundOrder = z.infer<typeof pendingOutboundOrder>;

export const outboundReview = outboundDetail.omit({ fees: true }).extend({
  companyId: z.string(),
  companyName: z.string(),
});
export type OutboundReview = z.infer<typeof outboundReview>;

export const outboundProgressRequest = z.object({
  step: z.enum(OUTBOUND_PROGRESS, { error: 'error.validation' }),
});

const kg = z
  .string({ error: 'outbound.weightFormat' })
  .trim()
  .regex(/^\d{1,4}(\.\d{1,3})?$/, { error: 'outbound.weightFormat' })
  .refine((v) => Number(v) > 0, { error: 'outbound.weightFormat' });
const cm = z
  .string({ error: 'outbound.sizeFormat' })
  .trim()
  .regex(/^\d{1,4}(\.\d{1,2})?$/, { error: 'outbound.sizeFormat' })
  .refine((v) => Number(v) > 0, { error: 'outbound.sizeFormat' });

/** One parcel (or truck load) that left: its carrier's number, weight, size and label. */
export const outboundParcel = z.object({
  carrier: requiredText('outbound.carrierRequired', OUTBOUND_WAREHOUSE_LIMITS.carrier),
  trackingNo: z
    .string({ error: 'outbound.trackingNoFormat' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9-]{6,40}$/, { error: 'outbound.trackingNoFormat' }),
  weightKg: kg,
  lengthCm: optionalInput(cm),
  widthCm: optionalInput(cm),
  heightCm: optionalInput(cm),
  /** The parcel's label as the carrier issued it: a PDF in base64 (the customer downloads it). */
  labelPdf: optionalInput(
    z
      .base64({ error: 'outbound.labelFormat' })
      .max(Math.ceil(OUTBOUND_WAREHOUSE_LIMITS.labelBytes / 3) * 4, { error: 'outbound.labelTooLarge' }),
  ),
});
export type OutboundParcel = z.infer<typeof outboundParcel>;

export const shipOutboundRequest = z.object({
  parcels: z
    .array(outboundParcel)
    .min(1, { error: 'outbound.parcelsRequired' })
    .max(OUTBOUND_WAREHOUSE_LIMITS.parcels, { error: 'outbound.parcelsRequired' })
    .refine((p) => new Set(p.map((x) => x.trackingNo)).size === p.length, {
      error: 'outbound.trackingNoTwice',
    }),
  actualPackaging: optionalInput(z.enum(PACKAGINGS, { error: 'error.validation' })),
  /**
   * With "shortage allowed", what left of each product when less than ordered ("productId" → pieces);
   * absent: everything.
   */
  shipped: optionalInput(
    z.array(z.object({ productId: z.string().regex(/^\d{1,18}$/), quantity: z.number().int().min(0) })),
  ),
});
export type ShipOutboundRequest = z.infer<typeof shipOutboundRequest>;

export const outboundErrorRequest = z.object({
  reason: z.enum(OUTBOUND_ERROR_REASONS, { error: 'outbound.errorReasonRequired' }),
  note: optionalText(OUTBOUND_WAREHOUSE_LIMITS.note),
});
export type OutboundErrorRequest = z.infer<typeof outboundErrorRequest>;

export const interceptionAnswerRequest = z.object({
  accept: z.boolean({ error: 'error.validation' }),
  note: optionalText(OUTBOUND_WAREHOUSE_LIMITS.note),
});
export type InterceptionAnswer = z.infer<typeof interceptionAnswerRequest>;

export const outboundDecisionResult = z.object({
  id: z.string(),
  orderNo: z.string(),
  status: z.enum(OUTBOUND_STATUSES),
});
export type OutboundDecisionResult = z.infer<typeof outboundDecisionResult>;

/** A parcel of the warehouse still on its way (its carrier's news to post), oldest first. */
export const inTransitParcel = z.object({
  orderId: z.string(),
  orderNo: z.string(),
  trackingNo: z.string(),
  carrier: z.string(),
  status: z.enum(TRACKING_STATUSES),
  shippedAt: z.string(),
  /** Its latest event's time (null: none yet). */
  lastEventAt: z.string().nullable(),
});
export type InTransitParcel = z.infer<typeof inTransitParcel>;
