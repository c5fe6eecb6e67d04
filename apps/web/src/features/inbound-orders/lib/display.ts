import type { InboundStatus } from '@oms/contracts';

export const NS = 'inbound-orders';
export const MANAGE_PATH = '/order/warehousManage';
export const detailPath = (id: string) => `/order/warehousDetail?id=${id}`;
/** Where the company signs warehouses (an order goes to a signed one only). */
export const SIGN_PATH = '/clientCenter/sign';
/** The fee inquiry list of one document's fees. */
export const feesOf = (orderNo: string) => `/finance/feeInquiry?documentNo=${encodeURIComponent(orderNo)}`;

export const STATUS_COLOR: Record<InboundStatus, string> = {
  DRAFT: 'default',
  PENDING_REVIEW: 'processing',
  REJECTED: 'error',
  PENDING_LOADING_SUPERVISION: 'cyan',
  PENDING_CONSOLIDATION: 'cyan',
  AWAITING_COLLECTION: 'cyan',
  PENDING_INBOUND: 'blue',
  BOOKED: 'geekblue',
  AWAITING_RECEIPT: 'geekblue',
  ARRIVED: 'purple',
  RECEIVING: 'purple',
  WITH_DIFFERENCE: 'warning',
  TO_BE_STOCKED: 'gold',
  COMPLETED: 'success',
  HAS_ERROR: 'error',
  CANCELLED: 'default',
};

/** received − forecast, or null before receipt. */
export const differenceOf = (forecast: number, received: number | null) =>
  received === null ? null : received - forecast;
