import {
  OUTBOUND_PROGRESS,
  type InTransitParcel,
  type TrackingStatus,
  type OutboundReview,
  type PendingOutboundOrder,
  type ShipOutboundRequest,
} from '@oms/contracts';
import { simulatedLabelPdf } from '../label-pdf';
import { notYetDue, postAction, type StepAction, type StepContext } from '../registry';

/** Recipients whose name says so get an address error (a customer can try the error path). */
const REJECT_PATTERN = /reject|驳回/i;

/** A tracking number the simulated carrier gives a parcel: the order number and the parcel's index. */
export const trackingNoOf = (orderNo: string, i: number) =>
  `SIM${orderNo.replace(/\D/g, '').slice(-12)}${i + 1}`;

/**
 * The parcels the warehouse packs: one per order, or one per 5 pieces of a larger order, each
 * weighed as its share of the products' weights plus 5 % packaging.
 */
export const parcelsOf = (o: OutboundReview): ShipOutboundRequest['parcels'] => {
  const pieces = o.lines.reduce((n, l) => n + l.items.reduce((m, i) => m + i.quantity, 0), 0);
  const count = Math.max(1, Math.min(5, Math.ceil(pieces / 5)));
  const kg = Math.max(0.1, (pieces * 0.4 * 1.05) / count);
  return Array.from({ length: count }, (_, i) => ({
    carrier: o.estimate?.service?.carrier ?? 'Local carrier',
    trackingNo: trackingNoOf(o.orderNo, i),
    weightKg: kg.toFixed(3),
  }));
};

/** The next thing the warehouse does to an order: start, each step of its progress, ship; an error for a "reject" recipient. */
export const nextOutboundAction = (o: PendingOutboundOrder, detail: () => Promise<OutboundReview>) => {
  const at = (name: string, body?: unknown): StepAction => ({
    path: `/outbound-orders/${o.id}/${name}`,
    body,
    name,
  });
  return async (): Promise<StepAction | null> => {
    if (o.status === 'PENDING_OUTBOUND')
      return REJECT_PATTERN.test(o.recipient?.name ?? '')
        ? at('error', { reason: 'ADDRESS_INVALID', note: 'The carrier cannot deliver to this address' })
        : at('start');
    if (o.status !== 'PROCESSING') return null;
    // An interception asked while picking is accepted before the parcel is labelled, refused after.
    if (o.interception === 'REQUESTED')
      return at('interception', {
        accept: o.progress !== 'LABELLED',
        ...(o.progress === 'LABELLED' ? { note: 'Already labelled and handed to the carrier' } : {}),
      });
    const done = o.progress ? OUTBOUND_PROGRESS.indexOf(o.progress) : -1;
    const next = OUTBOUND_PROGRESS[done + 1];
    if (next) return { ...at('progress', { step: next }), name: `progress-${next}` };
    // Each parcel leaves on a label of the simulated carrier, unless the customer sent its own.
    const d = await detail();
    const ownLabel = d.attachments.carrierLabel.length > 0;
    const parcels = await Promise.all(
      parcelsOf(d).map(async (p) =>
        ownLabel ? p : { ...p, labelPdf: (await simulatedLabelPdf(d, p)).toString('base64') },
      ),
    );
    return at('ship', { parcels, actualPackaging: 'CARTON' });
  };
};

/** Moves each order of the key's warehouse one step, once it has waited `delayMs` since its last change. */
export const outboundOrdersStep = async (ctx: StepContext) => {
  const res = await ctx.client.get<PendingOutboundOrder[]>('/outbound-orders/pending');
  if (res.status !== 200) throw new Error(`outbound-orders/pending answered ${res.status}: ${res.message}`);
  let moved = 0;
  for (const o of res.data) {
    if (notYetDue(ctx, o.updatedAt)) continue;
    const detail = async () => {
      const d = await ctx.client.get<OutboundReview>(`/outbound-orders/${o.id}`);
      if (d.status !== 200) throw new Error(`outbound-orders/${o.id} answered ${d.status}`);
      return d.data;
    };
    const action = await nextOutboundAction(o, detail)();
    if (action)
      moved += await postAction(
        ctx,
        'outbound-orders',
        { id: o.id, number: o.orderNo, version: o.updatedAt },
        action,
      );
  }
  return moved;
};

/**
 * The carrier's next news of a parcel: label created, in transit, out for delivery, delivered; every
 * 7th order's parcel meets an exception instead of its delivery (and the simulator leaves it there).
 */
export const nextTrackingEvent = (
  p: InTransitParcel,
  at: string,
): { at: string; place: string; text: string; status: TrackingStatus } | null => {
  const trouble = Number(p.orderId) % 7 === 0;
  const next: Partial<Record<TrackingStatus, [TrackingStatus, string, string]>> = {
    INFO_RECEIVED: ['IN_TRANSIT', 'Departed shipping partner facility', 'Los Angeles, CA, US'],
    IN_TRANSIT: trouble
      ? ['EXCEPTION', 'Delivery exception: address information needed', 'Carson, CA, US']
      : ['OUT_FOR_DELIVERY', 'Out for delivery', 'Carson, CA, US'],
    OUT_FOR_DELIVERY: ['DELIVERED', 'Delivered, front door', 'Carson, CA, US'],
  };
  if (p.lastEventAt === null)
    return { at, place: 'Los Angeles, CA, US', text: 'Shipping label created', status: 'INFO_RECEIVED' };
  const step = next[p.status];
  return step ? { at, place: step[2], text: step[1], status: step[0] } : null;
};

/** Posts the next carrier event of each parcel on its way, once it has waited `delayMs` since the last. */
export const trackingStep = async (ctx: StepContext) => {
  const res = await ctx.client.get<InTransitParcel[]>('/outbound-orders/in-transit');
  if (res.status !== 200)
    throw new Error(`outbound-orders/in-transit answered ${res.status}: ${res.message}`);
  let moved = 0;
  for (const p of res.data) {
    if (notYetDue(ctx, p.lastEventAt ?? p.shippedAt)) continue;
    const event = nextTrackingEvent(p, new Date(ctx.now()).toISOString());
    if (!event) continue;
    moved += await postAction(
      ctx,
      'tracking',
      { id: p.trackingNo, number: p.orderNo, version: `${p.status}:${p.lastEventAt ?? 'none'}` },
      {
        path: `/outbound-orders/${p.orderId}/tracking`,
        body: { trackingNo: p.trackingNo, events: [event] },
        name: event.status,
      },
    );
  }
  return moved;
};
