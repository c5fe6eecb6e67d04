import { RELABEL_DOCUMENT, type RelabelStatus } from '@oms/contracts';

export const NS = 'relabel-orders';
export const MANAGE_PATH = RELABEL_DOCUMENT.listPath;
export const detailPath = RELABEL_DOCUMENT.detailPath;

export const STATUS_COLOR: Record<RelabelStatus, string> = RELABEL_DOCUMENT.colors;
