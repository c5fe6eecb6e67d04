import type { RelabelReview } from '@oms/contracts';
import { notYetDue, postAction, type StepContext } from '../registry';

/**
 * Moves each relabel order of the key's warehouse one step once it has waited `delayMs` since its
 * last change: a pending one is started, one in processing completed with every piece relabelled.
 */
export const relabelOrdersStep = async (ctx: StepContext) => {
  const res = await ctx.client.get<RelabelReview[]>('/relabel-orders/pending');
  if (res.status !== 200) throw new Error(`relabel-orders/pending answered ${res.status}: ${res.message}`);
  let moved = 0;
  for (const r of res.data) {
    if (notYetDue(ctx, r.updatedAt)) continue;
    const complete = r.status === 'PROCESSING';
    moved += await postAction(
      ctx,
      'relabel-orders',
      { id: r.id, number: r.relabelNo, version: r.status },
      complete
        ? {
            path: `/relabel-orders/${r.id}/complete`,
            body: { lines: r.lines.map((l) => ({ lineId: l.id, actualQuantity: l.quantity })) },
            name: 'complete',
          }
        : { path: `/relabel-orders/${r.id}/start`, body: null, name: 'start' },
    );
  }
  return moved;
};
