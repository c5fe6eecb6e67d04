import { VAS_DOCUMENT, type VasStatus } from '@oms/contracts';

export const NS = 'vas-orders';
export const MANAGE_PATH = VAS_DOCUMENT.listPath;
export const detailPath = VAS_DOCUMENT.detailPath;

export const STATUS_COLOR: Record<VasStatus, string> = VAS_DOCUMENT.colors;
