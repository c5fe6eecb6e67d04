import { OUTBOUND_DOCUMENT, SIGNING_DOCUMENT, type OutboundStatus } from '@oms/contracts';

export const NS = 'outbound-orders';
export const MANAGE_PATH = OUTBOUND_DOCUMENT.listPath;
export const detailPath = OUTBOUND_DOCUMENT.detailPath;
/** Where the company signs warehouses (an order leaves a signed one only). */
export const SIGN_PATH = SIGNING_DOCUMENT.listPath;
/** The fee inquiry list of one document's fees. */
export const feesOf = (orderNo: string) => `/finance/feeInquiry?documentNo=${encodeURIComponent(orderNo)}`;
/** Where a recharge is made (an order on hold for its balance waits for one). */
export const RECHARGE_PATH = '/finance/recharge';

export const STATUS_COLOR: Record<OutboundStatus, string> = OUTBOUND_DOCUMENT.colors;
