import { PRODUCT_DOCUMENT, type ProductStatus } from '@oms/contracts';

export const NS = 'combinations';
export const MANAGE_PATH = '/basic/combinationManage';
export const detailPath = (id: string) => `/basic/combinationDetail?id=${encodeURIComponent(id)}`;

export const PRODUCT_STATUS_COLOR: Record<ProductStatus, string> = PRODUCT_DOCUMENT.colors;
