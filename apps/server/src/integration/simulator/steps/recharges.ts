import type { PendingRecharge, RechargeDecisionResult } from '@oms/contracts';
import { notYetDue, type StepContext } from '../registry';

/** Serials marked like this are rejected, so demos and tests can show both outcomes. */
const REJECT_PATTERN = /reject|驳回/i;

export const REJECT_RECHARGE_REASON = 'No incoming transfer matches this serial; check it and submit again';

/** The warehouse's answer to an offline recharge: pass at the declared amount, or reject a marked serial. */
export const rechargeAnswer = (serial: string | null) =>
  serial && REJECT_PATTERN.test(serial)
    ? { action: 'reject' as const, body: { reason: REJECT_RECHARGE_REASON } }
    : { action: 'approve' as const, body: {} };

/** Offline recharges of the tenant waiting for review: approve them, reject those marked "reject". */
export const rechargesStep = async (ctx: StepContext) => {
  const res = await ctx.client.get<PendingRecharge[]>('/recharges/pending');
  if (res.status !== 200) throw new Error(`recharges/pending answered ${res.status}: ${res.message}`);
  let moved = 0;
  for (const doc of res.data) {
    if (notYetDue(ctx, doc.createdAt)) continue;
    const { action, body } = rechargeAnswer(doc.serial);
    const answer = await ctx.client.post<RechargeDecisionResult>(
      `/recharges/${doc.id}/${action}`,
      body,
      `simulator:recharges:${doc.id}:${action}`,
    );
    if (answer.status === 200) {
      moved++;
      ctx.log.info(
        { kind: 'recharges', id: doc.id, number: doc.number, action, status: answer.data.status },
        'simulator answered',
      );
    } else if (answer.status !== 409) {
      ctx.log.warn(
        { kind: 'recharges', id: doc.id, status: answer.status, message: answer.message },
        'simulator answer refused',
      );
    }
  }
  return moved;
};
