import {
  fromMinor,
  percentOfMinor,
  toMinor,
  type ClaimDecisionResult,
  type PendingClaim,
} from '@oms/contracts';
import { notYetDue, type StepContext } from '../registry';

/** Claims whose reason says so are rejected, so demos and tests can show both outcomes. */
const REJECT_PATTERN = /reject|驳回/i;
/** One claim in this many is passed in part (the rest at the expected amount). */
const PARTLY_EVERY = 4;
const PARTLY_PERCENT = 60;

const REJECT_REASON = 'The photos do not show the loss; file again with the proof of delivery';

/**
 * The warehouse's answer to a claim: rejected when its reason asks for it, passed in part (60 %) for
 * one claim in four (by its number, so the same claim always gets the same answer), otherwise
 * passed at the expected amount.
 */
export const claimAnswer = (c: Pick<PendingClaim, 'id' | 'reason' | 'expectedAmount'>) => {
  if (REJECT_PATTERN.test(c.reason)) return { action: 'reject' as const, body: { reason: REJECT_REASON } };
  const expected = toMinor(c.expectedAmount);
  const partly = Number(c.id) % PARTLY_EVERY === 0 ? percentOfMinor(expected, PARTLY_PERCENT) : expected;
  return { action: 'approve' as const, body: { actualAmount: fromMinor(Math.max(1, partly)) } };
};

/** Decides every pending claim of the tenant that has waited `delayMs`. */
export const claimsStep = async (ctx: StepContext) => {
  const res = await ctx.client.get<PendingClaim[]>('/claims/pending');
  if (res.status !== 200) throw new Error(`claims/pending answered ${res.status}: ${res.message}`);
  let moved = 0;
  for (const c of res.data) {
    if (notYetDue(ctx, c.submittedAt)) continue;
    const { action, body } = claimAnswer(c);
    const key = `simulator:claims:${c.id}:${action}`;
    const answer = await ctx.client.post<ClaimDecisionResult>(`/claims/${c.id}/${action}`, body, key);
    if (answer.status === 200) {
      moved++;
      ctx.log.info(
        { kind: 'claims', id: c.id, claimNo: c.claimNo, action, status: answer.data.status },
        'simulator answered',
      );
    } else if (answer.status !== 409) {
      // 409: someone answered first (another warehouse's simulator, a person).
      ctx.log.warn(
        { kind: 'claims', id: c.id, status: answer.status, message: answer.message },
        'simulator answer refused',
      );
    }
  }
  return moved;
};
