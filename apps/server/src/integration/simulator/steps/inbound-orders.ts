import {
  BOOKED_HEAD_LEGS,
  HEAD_LEGS,
  type InboundLine,
  type InboundReview,
  type Milestone,
  type PendingInboundOrder,
} from '@oms/contracts';
import { notYetDue, postAction, type StepAction, type StepContext } from '../registry';

/** Orders whose container number says so are rejected at review (an error once past it). */
const REJECT_PATTERN = /reject|驳回/i;
const REJECT_REASON = 'The container number does not match the booking; check it and submit again';
const ERROR_REASON = 'The container number does not match the booking';

/**
 * What the warehouse receives of each line: the forecast, except (from the order id, so the same
 * order always gets the same) one line short by one piece in every 3rd order and one line over by two
 * pieces in every 5th (an over-receipt). Boxes follow the pieces.
 */
export const receivedLines = (orderId: number, lines: InboundLine[]) =>
  lines.map((l, i) => {
    let received = l.quantity;
    if (orderId % 3 === 0 && i === 0) received = Math.max(0, received - 1);
    if (orderId % 5 === 0 && i === lines.length - 1) received += 2;
    return {
      lineId: l.id,
      receivedQuantity: received,
      receivedBoxes: Math.ceil(received / Math.max(1, l.piecesPerCarton)),
    };
  });

/** The next thing the warehouse does to an order, or null when it waits (for the customer, a booking). */
export const nextInboundAction = (o: PendingInboundOrder, detail: () => Promise<InboundReview>) => {
  const id = o.id;
  const rejectable = REJECT_PATTERN.test(o.containerNo ?? '');
  const at = (name: string, body?: unknown): StepAction => ({
    path: `/inbound-orders/${id}/${name}`,
    body,
    name,
  });
  // The head-leg's transit milestones, one per round, spaced by the delay (no note: its label says it).
  const milestone = (m: Milestone) => ({
    ...at('milestones', { milestone: m, occurredAt: new Date().toISOString() }),
    name: `milestone-${m}`,
  });
  const nextTransit = async () => {
    const done = new Set((await detail()).milestones.map((m) => m.milestone));
    const m = HEAD_LEGS[o.headLeg].transit.find((x) => !done.has(x));
    return m ? milestone(m) : null;
  };
  return async (): Promise<StepAction | null> => {
    if (o.status === 'PENDING_REVIEW')
      return rejectable ? at('reject', { reason: REJECT_REASON }) : at('approve');
    if (o.status === 'HAS_ERROR' || o.status === 'WITH_DIFFERENCE') return null;
    if (rejectable) return at('error', { reason: ERROR_REASON });
    switch (o.status) {
      case 'PENDING_LOADING_SUPERVISION':
      case 'PENDING_CONSOLIDATION':
      case 'AWAITING_COLLECTION':
        // Loaded or collected: the head-leg's first milestone dispatches the order.
        return milestone(HEAD_LEGS[o.headLeg].transit[0]!);
      case 'PENDING_INBOUND': {
        // The goods travel (milestones); sea and truck orders then wait for the customer's booking.
        const next = await nextTransit();
        if (next) return next;
        return BOOKED_HEAD_LEGS.includes(o.headLeg) ? null : at('arrive');
      }
      case 'ARRIVED':
        return at('receive', { lines: receivedLines(Number(id), (await detail()).lines) });
      case 'RECEIVING': {
        const open = (await detail()).lines.filter((l) => l.receivedQuantity === null);
        return open.length > 0
          ? at('receive', { lines: receivedLines(Number(id), open) })
          : at('finish-receiving');
      }
      case 'TO_BE_STOCKED':
        return at('put-away');
      default:
        return null;
    }
  };
};

/** Moves each order of the key's warehouse one step, once it has waited `delayMs` since its last change. */
export const inboundOrdersStep = async (ctx: StepContext) => {
  const res = await ctx.client.get<PendingInboundOrder[]>('/inbound-orders/pending');
  if (res.status !== 200) throw new Error(`inbound-orders/pending answered ${res.status}: ${res.message}`);
  let moved = 0;
  for (const o of res.data) {
    if (notYetDue(ctx, o.updatedAt)) continue;
    const detail = async () => {
      const d = await ctx.client.get<InboundReview>(`/inbound-orders/${o.id}`);
      if (d.status !== 200) throw new Error(`inbound-orders/${o.id} answered ${d.status}`);
      return d.data;
    };
    const action = await nextInboundAction(o, detail)();
    if (action)
      moved += await postAction(
        ctx,
        'inbound-orders',
        { id: o.id, number: o.orderNo, version: o.updatedAt },
        action,
      );
  }
  return moved;
};
