import { RETURN_DOCUMENT, type ReturnStatus } from '@oms/contracts';

export const NS = 'return-orders';
export const MANAGE_PATH = RETURN_DOCUMENT.listPath;
export const detailPath = RETURN_DOCUMENT.detailPath;

export const STATUS_COLOR: Record<ReturnStatus, string> = RETURN_DOCUMENT.colors;
