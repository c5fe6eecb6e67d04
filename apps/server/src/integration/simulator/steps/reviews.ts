import type { DecisionResult, PendingCertification, PendingSigning } from '@oms/contracts';
import { notYetDue, type StepContext } from '../registry';

/** Companies named like this are rejected, so demos and tests can show both outcomes. */
const REJECT_PATTERN = /reject|驳回/i;

/** The answer to a company: most pass; a "reject" name gets a reason it can read. */
export const reviewAnswer = (companyName: string) =>
  REJECT_PATTERN.test(companyName)
    ? {
        action: 'reject' as const,
        body: {
          reason: 'The business licence does not match the company name; check it and submit again',
        },
      }
    : { action: 'approve' as const, body: {} };

type Pending = { id: string; companyName: string; waitingSince: string };

/** Answers every pending document that has waited `delayMs`; the same document and wait = same key. */
const answerPending = async (ctx: StepContext, kind: 'certifications' | 'signings', pending: Pending[]) => {
  let moved = 0;
  for (const doc of pending) {
    if (notYetDue(ctx, doc.waitingSince)) continue;
    const { action, body } = reviewAnswer(doc.companyName);
    const idempotencyKey = `simulator:${kind}:${doc.id}:${doc.waitingSince}:${action}`;
    const res = await ctx.client.post<DecisionResult>(`/${kind}/${doc.id}/${action}`, body, idempotencyKey);
    if (res.status === 200) {
      moved++;
      ctx.log.info(
        { kind, id: doc.id, company: doc.companyName, action, status: res.data.status },
        'simulator answered',
      );
    } else if (res.status !== 409) {
      // 409: someone answered first (another simulator, a person). Anything else is worth a line.
      ctx.log.warn(
        { kind, id: doc.id, status: res.status, message: res.message },
        'simulator answer refused',
      );
    }
  }
  return moved;
};

/** Company certifications of the tenant. */
export const certificationsStep = async (ctx: StepContext) => {
  const res = await ctx.client.get<PendingCertification[]>('/certifications/pending');
  if (res.status !== 200) throw new Error(`certifications/pending answered ${res.status}: ${res.message}`);
  return answerPending(
    ctx,
    'certifications',
    res.data.map((p) => ({ id: p.id, companyName: p.companyName, waitingSince: p.submittedAt })),
  );
};

/** Signing applications for the key's warehouse. */
export const signingsStep = async (ctx: StepContext) => {
  const res = await ctx.client.get<PendingSigning[]>('/signings/pending');
  if (res.status !== 200) throw new Error(`signings/pending answered ${res.status}: ${res.message}`);
  return answerPending(
    ctx,
    'signings',
    res.data.map((p) => ({ id: p.id, companyName: p.companyName, waitingSince: p.appliedAt })),
  );
};
