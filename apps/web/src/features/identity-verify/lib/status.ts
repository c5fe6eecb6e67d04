import type { CertificationStatus } from '@oms/contracts';
import { REVIEW_COLORS } from '@/shared/ui/status-colors';

export const NS = 'identity-verify';

/** The tag colour of each certification state. */
export const STATUS_COLOR: Record<CertificationStatus, string> = REVIEW_COLORS;

/** The banner's type of each state. */
export const BANNER_TYPE: Record<CertificationStatus, 'info' | 'warning' | 'success' | 'error'> = {
  TO_BE_SUBMITTED: 'info',
  UNDER_REVIEW: 'warning',
  PASSED: 'success',
  REJECTED: 'error',
};
