import { CERTIFICATION_DOCUMENT, type CertificationStatus } from '@oms/contracts';

export const NS = 'identity-verify';

/** The tag colour of each certification state. */
export const STATUS_COLOR: Record<CertificationStatus, string> = CERTIFICATION_DOCUMENT.colors;

/** The banner's type of each state. */
export const BANNER_TYPE: Record<CertificationStatus, 'info' | 'warning' | 'success' | 'error'> = {
  TO_BE_SUBMITTED: 'info',
  UNDER_REVIEW: 'warning',
  PASSED: 'success',
  REJECTED: 'error',
};
