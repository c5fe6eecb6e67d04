import { defineFields } from './fields';

// Outbound orders from one xlsx (issue 24 §1 "bulk work"): a row per line; rows with the same order
// number make one order (its recipient and warehouse from its first row). All or nothing per file.

export const OUTBOUND_IMPORT_KIND = 'outbound-orders';
/** Orders one file creates at most (issue 24 §5 measures a file of this many: bench/outbound.ts). */
export const OUTBOUND_IMPORT_ORDERS_MAX = 5_000;

export const OUTBOUND_IMPORT_NOTES = defineFields({
  referenceNo: {
    zh: '您的订单号；同一订单号的多行合并为一个出库单（收件人和仓库取第一行）',
    en: 'Your order number; rows with the same number make one outbound order (recipient and warehouse from its first row)',
  },
  warehouseCode: {
    zh: '发货仓库代码（已签约）；留空则由系统选择备齐商品且最便宜的仓库',
    en: 'The code of a signed warehouse; empty: the portal picks the one that holds every line and costs least',
  },
  serviceCode: {
    zh: '物流服务代码；留空则选择能承运的最便宜服务',
    en: 'A carrier service code; empty: the cheapest that can carry it',
  },
  sku: { zh: '本公司审核通过的产品 SKU', en: "A SKU of your company's passed products" },
  quantity: { zh: '数量，1 到 99999 的整数', en: 'Pieces, a whole number from 1 to 99999' },
  country: { zh: '国家/地区二字代码，如 US', en: 'The two-letter country code, e.g. US' },
  state: {
    zh: '美国、加拿大、澳大利亚填州/省代码，如 CA',
    en: 'For the US, Canada and Australia the state or province code, e.g. CA',
  },
  drafts: {
    zh: '导入的出库单为草稿，确认费用后在列表中批量提交',
    en: 'Imported orders are drafts: check their price and submit them from the list',
  },
});
