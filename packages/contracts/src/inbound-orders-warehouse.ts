import { z } from 'zod';
import { INBOUND_LIMITS, INBOUND_STATUSES, MILESTONES, inboundDetail, inboundOrder } from './inbound-orders';
import { idSchema } from './list';
import { optionalInput, optionalText, requiredText } from './validation';

// The warehouse's side of inbound orders (integration API, /open-api/warehouse/inbound-orders/*):
// what the warehouse reads of an order and what it sends to move one.

export const inboundReasonSchema = requiredText('inboundOrders.reasonRequired', INBOUND_LIMITS.reasonMax);

export const pendingInboundOrder = inboundOrder.extend({
  companyId: z.string(),
  companyName: z.string(),
});
export type PendingInboundOrder = z.infer<typeof pendingInboundOrder>;

export const inboundReview = inboundDetail.omit({ fees: true }).extend({
  companyId: z.string(),
  companyName: z.string(),
});
export type InboundReview = z.infer<typeof inboundReview>;

export const inboundReasonRequest = z.object({ reason: inboundReasonSchema });
export type InboundReasonRequest = z.infer<typeof inboundReasonRequest>;

export const addMilestoneRequest = z.object({
  milestone: z.enum(MILESTONES, { error: 'inboundOrders.milestoneRequired' }),
  occurredAt: z.iso.datetime({ offset: true, error: 'error.validation' }),
  note: optionalText(INBOUND_LIMITS.noteMax),
});
export type AddMilestoneRequest = z.infer<typeof addMilestoneRequest>;

export const arriveInboundRequest = z
  .object({ occurredAt: optionalInput(z.iso.datetime({ offset: true, error: 'error.validation' })) })
  .nullish();

const count = z.number().int().min(0).max(10_000_000);
/** Received lines: each line of the order at most once, no more lines than an order holds. */
export const receiveInboundRequest = z.object({
  lines: z
    .array(z.object({ lineId: idSchema, receivedQuantity: count, receivedBoxes: count }))
    .min(1, { error: 'inboundOrders.linesRequired' })
    .max(INBOUND_LIMITS.linesMax, { error: 'inboundOrders.linesMax' })
    .refine((lines) => new Set(lines.map((l) => l.lineId)).size === lines.length, {
      error: 'inboundOrders.duplicateLine',
    }),
});
export type ReceiveInboundRequest = z.infer<typeof receiveInboundRequest>;

/** What a warehouse call answers: the order's state after it. */
export const inboundDecisionResult = z.object({
  id: z.string(),
  orderNo: z.string(),
  status: z.enum(INBOUND_STATUSES),
});
export type InboundDecisionResult = z.infer<typeof inboundDecisionResult>;
