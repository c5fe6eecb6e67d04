import type { DecisionResult, PendingProduct } from '@oms/contracts';
import { fixed } from '@oms/contracts';
import { notYetDue, type StepContext } from '../registry';

/** Products named like this are rejected, so demos and tests can show both outcomes. */
const REJECT_PATTERN = /reject|驳回/i;

const REJECT_REASON = 'The images do not match the description; check them and submit again';

/**
 * What the warehouse "measures": the forecast with a small, repeatable difference (weight +2 %,
 * each size +0.5 cm, rounded), so the detail page shows forecast and actual side by side.
 */
export const measuredOf = (p: PendingProduct) => ({
  actualWeightKg: fixed(Math.round((p.forecast.weightG ?? 0) * 1.02), 3),
  actualLengthCm: fixed((p.forecast.lengthCm100 ?? 0) + 50, 2),
  actualWidthCm: fixed((p.forecast.widthCm100 ?? 0) + 50, 2),
  actualHeightCm: fixed((p.forecast.heightCm100 ?? 0) + 50, 2),
});

/** The answer to a product: most pass with measures; a "reject" name gets a reason. */
export const productAnswer = (p: PendingProduct) =>
  REJECT_PATTERN.test(`${p.nameCn} ${p.nameEn}`)
    ? { action: 'reject' as const, body: { reason: REJECT_REASON } }
    : { action: 'approve' as const, body: measuredOf(p) };

/** Products of the tenant under review that waited the delay. */
export const productsStep = async (ctx: StepContext) => {
  const res = await ctx.client.get<PendingProduct[]>('/products/pending');
  if (res.status !== 200) throw new Error(`products/pending answered ${res.status}: ${res.message}`);
  let moved = 0;
  for (const p of res.data) {
    if (notYetDue(ctx, p.submittedAt)) continue;
    const { action, body } = productAnswer(p);
    const key = `simulator:products:${p.id}:${p.submittedAt}:${action}`;
    const answer = await ctx.client.post<DecisionResult>(`/products/${p.id}/${action}`, body, key);
    if (answer.status === 200) {
      moved++;
      ctx.log.info(
        { kind: 'products', id: p.id, sku: p.sku, action, status: answer.data.status },
        'simulator answered',
      );
    } else if (answer.status !== 409) {
      ctx.log.warn(
        { kind: 'products', id: p.id, status: answer.status, message: answer.message },
        'simulator answer refused',
      );
    }
  }
  return moved;
};
