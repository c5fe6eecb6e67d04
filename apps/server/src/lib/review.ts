import { reviewDecision, type ReviewDecision } from '@oms/contracts';
import { errors } from './errors';

/**
 * The warehouse's decision on a document under review, checked (a rejection without a reason answers
 * 422 `certification.rejectReasonRequired` on `reason`): the state machine's action and the reason,
 * null when approved.
 */
export const reviewOutcome = (
  decision: ReviewDecision,
): { action: 'approve'; reason: null } | { action: 'reject'; reason: string } => {
  const parsed = reviewDecision.safeParse(decision);
  if (!parsed.success) throw errors.invalid('certification.rejectReasonRequired', {}, 'reason');
  const d = parsed.data;
  return d.approve ? { action: 'approve', reason: null } : { action: 'reject', reason: d.reason };
};

/**
 * What a decision writes on the document beside its new state (which its move writes): the review
 * (db/columns.ts `review`).
 */
export const reviewedColumns = (reason: string | null, actor: string) => ({
  rejectReason: reason,
  decidedAt: new Date(),
  decidedBy: actor,
});
