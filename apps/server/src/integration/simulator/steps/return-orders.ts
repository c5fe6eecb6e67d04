import type { ReturnReview } from '@oms/contracts';
import { notYetDue, postAction, type StepContext } from '../registry';

/**
 * What the simulated inspection finds of a line, all of its pieces alike: destroyed for a line to
 * destroy, unsellable when its reason says "damaged" (as the parcel's contents would show), sellable
 * otherwise.
 */
const outcome = (line: ReturnReview['lines'][number]) => {
  const found = { sellable: 0, unsellable: 0, destroyed: 0 };
  if (line.handling === 'DESTROY') found.destroyed = line.quantity;
  else if (/damaged/i.test(line.reason ?? '')) found.unsellable = line.quantity;
  else found.sellable = line.quantity;
  return { lineId: line.id, ...found };
};

/**
 * Moves each return of the key's warehouse one step once it has waited `delayMs` since its last
 * change: an announced parcel arrives; an arrived one is inspected (see `outcome`).
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
            body: { lines: r.lines.map(outcome) },
            name: 'inspect',
          }
        : { path: `/return-orders/${r.id}/receive`, body: null, name: 'receive' },
    );
  }
  return moved;
};
