import {
  fromMinor,
  toMinor,
  type DisputeDecision,
  type FeeCompany,
  type PendingDispute,
  type PostedFee,
} from '@oms/contracts';
import { notYetDue, type StepContext } from '../registry';

/** Disputes whose reason says so are refused, so demos and tests can show both answers. */
const REFUSE_PATTERN = /refuse|驳回|拒绝/i;
const REFUSE_REASON = 'Checked against the rate card: the fee was charged correctly';

/** Small supplements in each currency, in minor units (what a forgotten pallet or label costs). */
const SUPPLEMENT = { CNY: 3_000, USD: 500 } as const;
const DAY_MS = 86_400_000;

/** A stable number from a text (so "occasionally" is the same decision on every round of a week). */
const hash = (text: string) => [...text].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) >>> 0, 7);

/** Answers every open dispute that waited `delayMs`: most accepted with a full refund. */
const answerDisputes = async (ctx: StepContext) => {
  const res = await ctx.client.get<PendingDispute[]>('/fees/disputes/pending');
  if (res.status !== 200) throw new Error(`fees/disputes/pending answered ${res.status}: ${res.message}`);
  let moved = 0;
  for (const d of res.data) {
    if (notYetDue(ctx, d.createdAt)) continue;
    const refuse = REFUSE_PATTERN.test(d.reason);
    const action = refuse ? 'refuse' : 'accept';
    const answer = await ctx.client.post<DisputeDecision>(
      `/fees/disputes/${d.id}/${action}`,
      refuse ? { reason: REFUSE_REASON } : {},
      `simulator:fee-dispute:${d.id}:${action}`,
    );
    if (answer.status === 200) {
      moved++;
      ctx.log.info({ kind: 'fee-dispute', id: d.id, action }, 'simulator answered');
    } else if (answer.status !== 409) {
      ctx.log.warn(
        { kind: 'fee-dispute', id: d.id, status: answer.status, message: answer.message },
        'simulator answer refused',
      );
    }
  }
  return moved;
};

/**
 * Now and then a bill supplement: at most one per company and week, for about one company in six,
 * of a small amount, and only when the account can afford it. The key makes each one happen once.
 */
const postSupplements = async (ctx: StepContext) => {
  const res = await ctx.client.get<FeeCompany[]>('/fees/companies');
  if (res.status !== 200) throw new Error(`fees/companies answered ${res.status}: ${res.message}`);
  const week = Math.floor(ctx.now() / (7 * DAY_MS));
  let moved = 0;
  for (const company of res.data) {
    if (hash(`${company.id}:${week}:${ctx.warehouseCode}`) % 6 !== 0) continue;
    const currency = hash(`${company.id}:${week}`) % 2 === 0 ? 'CNY' : 'USD';
    const amount = SUPPLEMENT[currency];
    const available = company.available.find((a) => a.currency === currency)?.available;
    if (!available || toMinor(available) < amount) continue;
    const answer = await ctx.client.post<PostedFee>(
      '/fees',
      {
        companyId: company.id,
        feeType: 'SUPPLEMENT',
        currency,
        unitPrice: fromMinor(amount),
        quantity: '1',
        reason: 'Packing supplies missed on last week’s outbound orders',
      },
      `simulator:supplement:${ctx.warehouseCode}:${company.id}:${week}`,
    );
    // A replay (posted on an earlier round) moved nothing: counting it would keep the simulator busy.
    if (answer.status === 200 && answer.data?.id && !answer.replayed) {
      moved++;
      ctx.log.info(
        { kind: 'supplement', company: company.id, currency, fee: answer.data.id },
        'simulator posted',
      );
    }
  }
  return moved;
};

/** The warehouse's fee work: answer disputes, post the occasional supplement. */
export const feesStep = async (ctx: StepContext) =>
  (await answerDisputes(ctx)) + (await postSupplements(ctx));
