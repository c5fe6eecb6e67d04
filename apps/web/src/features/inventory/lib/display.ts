import type { StockDocumentType } from '@oms/contracts';

export const NS = 'inventory';
export const STOCK_PATH = '/order/stock';
export const detailPath = (id: string) => `/order/stockDetail?id=${id}`;
/** The stock list of the balances at or below their low-stock threshold. */
export const lowStockPath = `${STOCK_PATH}?lowStock=YES`;

/**
 * Where a movement's document is shown, where the portal has it (inbound orders so far): the inbound
 * list filtered to that order number (its detail page opens by id, which the log does not carry).
 */
export const documentPath = (type: StockDocumentType, no: string): string | null =>
  type === 'INBOUND' ? `/order/warehousManage?orderNo=${encodeURIComponent(no)}` : null;

/** A signed change as shown in the log: +3, −2, blank for none. */
export const signed = (n: number) => (n === 0 ? '' : n > 0 ? `+${n}` : `−${-n}`);
