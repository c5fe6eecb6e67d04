import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { reviewedColumns, reviewOutcome } from './review';

describe('review decisions', () => {
  it('turn a decision into its action and reason; a rejection needs a reason', () => {
    expect(reviewOutcome({ approve: true })).toEqual({ action: 'approve', reason: null });
    expect(reviewOutcome({ approve: false, reason: 'blurry licence' })).toEqual({
      action: 'reject',
      reason: 'blurry licence',
    });
    let thrown: unknown;
    try {
      reviewOutcome({ approve: false, reason: ' ' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect(thrown).toMatchObject({ status: 422, messageKey: 'certification.rejectReasonRequired' });
    expect((thrown as AppError).data).toEqual({ field: 'reason' });
  });

  it('write who decided when and why (the move writes the state)', () => {
    const before = Date.now();
    const columns = reviewedColumns('blurry licence', 'LAX/key');
    expect(columns).toMatchObject({
      rejectReason: 'blurry licence',
      decidedBy: 'LAX/key',
    });
    expect(columns.decidedAt.getTime()).toBeGreaterThanOrEqual(before);
  });
});
