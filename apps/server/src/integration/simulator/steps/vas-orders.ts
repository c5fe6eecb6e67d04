import { VAS_SERVICE_LABELS, type VasReview } from '@oms/contracts';
import { notYetDue, postAction, type StepContext } from '../registry';

/** The simulated warehouse's price: 2.00 an order and 0.50 a piece, in USD. */
const quoteOf = (r: VasReview) => (2 + 0.5 * r.totalQuantity).toFixed(2);

/**
 * Moves each VAS order of the key's warehouse one step once it has waited `delayMs` since its last
 * change: one to quote is quoted, a confirmed one started, one in processing completed with a note
 * of what was done.
 */
export const vasOrdersStep = async (ctx: StepContext) => {
  const res = await ctx.client.get<VasReview[]>('/vas-orders/pending');
  if (res.status !== 200) throw new Error(`vas-orders/pending answered ${res.status}: ${res.message}`);
  let moved = 0;
  for (const r of res.data) {
    if (notYetDue(ctx, r.updatedAt)) continue;
    const action =
      r.status === 'PENDING_QUOTE'
        ? {
            path: `/vas-orders/${r.id}/quote`,
            body: { amount: quoteOf(r), currency: 'USD', note: 'Labour and materials' },
            name: 'quote',
          }
        : r.status === 'CONFIRMED'
          ? { path: `/vas-orders/${r.id}/start`, body: null, name: 'start' }
          : {
              path: `/vas-orders/${r.id}/complete`,
              body: { note: `${VAS_SERVICE_LABELS[r.serviceType].en} done (pieces: ${r.totalQuantity})` },
              name: 'complete',
            };
    moved += await postAction(ctx, 'vas-orders', { id: r.id, number: r.vasNo, version: r.status }, action);
  }
  return moved;
};
