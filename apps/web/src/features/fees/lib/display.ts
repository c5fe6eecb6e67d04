import { type DisputeState, type FeeStatus } from '@oms/contracts';

export const NS = 'fees';
export const INQUIRY_PATH = '/finance/feeInquiry';
export const COUNT_PATH = '/finance/feeCount';
export const detailPath = (id: string) => `/finance/feeInquiryDetail?id=${id}`;

export const FEE_STATUS_COLOR: Record<FeeStatus, string> = {
  FROZEN: 'warning',
  DEDUCTED: 'success',
  REFUNDED: 'default',
};
export const DISPUTE_COLOR: Record<DisputeState, string> = {
  OPEN: 'processing',
  ACCEPTED: 'success',
  REFUSED: 'error',
  WITHDRAWN: 'default',
};
