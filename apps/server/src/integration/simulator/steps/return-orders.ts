import type { ReturnReview } from '@oms/contracts';
import { notYetDue, postAction, type StepContext } from '../registry';

/**
 * Moves each return of the key's warehouse one step once it has waited `delayMs` since its last
 * change: an announced parcel arrives; an arrived one is inspected, every piece found as its line
 * asks (sellable, or destroyed for a line to destroy).
 */
export const returnOrdersStep = async (ctx: StepContext) => {
  const res = await ctx.client.get<ReturnReview[]>('/return-orders/pending');
  if (res.status !== 200) throw new Error(`return-orders/pending answered ${res.status}: ${res.message}`);
  let moved = 0;
  for (const r of res.data) {
    if (notYetDue(ctx, r.updatedAt)) continue;
    const inspect = r.status === 'RECEIVED';
    moved += await postAction(
      ctx,
      'return-orders',
      { id: r.id, number: r.returnNo, version: r.status },
      inspect
        ? {
            path: `/return-orders/${r.id}/inspect`,
            body: {
              lines: r.lines.map((l) => {
                const destroy = l.handling === 'DESTROY';
                return {
                  lineId: l.id,
                  sellable: destroy ? 0 : l.quantity,
                  unsellable: 0,
                  destroyed: destroy ? l.quantity : 0,
                };
              }),
            },
            name: 'inspect',
          }
        : { path: `/return-orders/${r.id}/receive`, body: null, name: 'receive' },
    );
  }
  return moved;
};
