/** The tag colours of a reviewed document's states: not yet sent, under review, passed, rejected. */
export const REVIEW_COLORS = {
  TO_BE_SUBMITTED: 'default',
  UNDER_REVIEW: 'processing',
  PASSED: 'success',
  REJECTED: 'error',
} as const;
