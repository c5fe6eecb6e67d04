import { z } from 'zod';
import { pageResult } from './api';
import { defineFields } from './fields';
import { filterEnum, filterId, filterText, idSchema, listRequest, type ListFilters } from './list';
import { definePage } from './page';
import { stockAlert } from './inventory-alerts';
import { CURRENCIES } from './money';
import { PRODUCT_CATEGORIES } from './products';

// Stock (/order/stock, /order/stockDetail): per company × warehouse × SKU the five buckets the
// inventory kernel keeps (in transit, available, reserved, unsellable, shipped to date), the
// append-only movement log they always equal the sums of, the lots that age what is on hand, and the
// ageing report. Calls are POST /api/inventory/<action>.

export const INVENTORY_CODE = 'OMS_ORDERSTOCK';
/** view; edit = set a balance's low-stock threshold; export. */
export const INVENTORY_PAGE = definePage(INVENTORY_CODE, ['view', 'edit', 'export']);
export const INVENTORY_CODES = INVENTORY_PAGE.codes;

export const INVENTORY_PAGE_KEY = 'inventory';
export const INVENTORY_EXPORT_KIND = 'inventory';

export const INVENTORY_LIMITS = {
  sku: 100,
  documentNo: 64,
  /** Lots one detail lists (the oldest first). */
  lots: 500,
} as const;

/** What moved the stock: the document a kernel call was made for. */
export const STOCK_DOCUMENT_TYPES = [
  'INBOUND',
  'OVER_RECEIPT',
  'OUTBOUND',
  'RETURN',
  'RELABEL',
  'VAS',
  'ADJUSTMENT',
] as const;
export type StockDocumentType = (typeof STOCK_DOCUMENT_TYPES)[number];
export const STOCK_DOCUMENT_LABELS = defineFields<StockDocumentType>({
  INBOUND: { zh: '入库单', en: 'Inbound order' },
  OVER_RECEIPT: { zh: '入库超收', en: 'Over-receipt' },
  OUTBOUND: { zh: '出库单', en: 'Outbound order' },
  RETURN: { zh: '退货单', en: 'Return' },
  RELABEL: { zh: '换标单', en: 'Relabel order' },
  VAS: { zh: '增值服务单', en: 'Value-added service' },
  ADJUSTMENT: { zh: '库存调整', en: 'Stock adjustment' },
});

/** One kernel call's kind (one movement row per line of it). */
export const MOVEMENT_TYPES = [
  'EXPECT',
  'EXPECT_CANCEL',
  'RECEIVE',
  'RESERVE',
  'RELEASE',
  'SHIP',
  'ADJUST',
  'MARK_UNSELLABLE',
  'RELABEL_OUT',
  'RELABEL_IN',
  'RETURN_IN',
  'WRITE_OFF',
  'DISPOSE',
  'KIT_OUT',
  'KIT_IN',
] as const;
export type MovementType = (typeof MOVEMENT_TYPES)[number];
export const MOVEMENT_TYPE_LABELS = defineFields<MovementType>({
  EXPECT: { zh: '预报在途', en: 'Expected' },
  EXPECT_CANCEL: { zh: '取消在途', en: 'Expectation cancelled' },
  RECEIVE: { zh: '收货上架', en: 'Received' },
  RESERVE: { zh: '占用', en: 'Reserved' },
  RELEASE: { zh: '释放占用', en: 'Released' },
  SHIP: { zh: '出库', en: 'Shipped' },
  ADJUST: { zh: '库存调整', en: 'Adjusted' },
  MARK_UNSELLABLE: { zh: '转不良品', en: 'Marked unsellable' },
  RELABEL_OUT: { zh: '换标转出', en: 'Relabelled out' },
  RELABEL_IN: { zh: '换标转入', en: 'Relabelled in' },
  RETURN_IN: { zh: '退货入库', en: 'Returned' },
  WRITE_OFF: { zh: '销毁核销', en: 'Written off' },
  DISPOSE: { zh: '增值服务销毁', en: 'Disposed of' },
  KIT_OUT: { zh: '组装耗用', en: 'Used in kits' },
  KIT_IN: { zh: '组装入库', en: 'Kits assembled' },
});

/** The buckets of a balance, in the order screens show them. */
export const STOCK_BUCKETS = ['inTransit', 'available', 'reserved', 'unsellable', 'shipped'] as const;
export type StockBucket = (typeof STOCK_BUCKETS)[number];
export type StockBuckets = Record<StockBucket, number>;

/** Age buckets of what is on hand, in days since the lot was put away (both ends included). */
export const AGE_BUCKETS = [
  { key: '0-30', from: 0, to: 30 },
  { key: '31-60', from: 31, to: 60 },
  { key: '61-90', from: 61, to: 90 },
  { key: '91-180', from: 91, to: 180 },
  { key: '181+', from: 181, to: null },
] as const;
export type AgeBucketKey = (typeof AGE_BUCKETS)[number]['key'];
export const AGE_BUCKET_LABELS = defineFields<AgeBucketKey>({
  '0-30': { zh: '0–30 天', en: '0–30 days' },
  '31-60': { zh: '31–60 天', en: '31–60 days' },
  '61-90': { zh: '61–90 天', en: '61–90 days' },
  '91-180': { zh: '91–180 天', en: '91–180 days' },
  '181+': { zh: '180 天以上', en: 'Over 180 days' },
});
/** The bucket an age in days falls in. */
export const ageBucketOf = (days: number): AgeBucketKey =>
  (AGE_BUCKETS.find((b) => days >= b.from && (b.to === null || days <= b.to)) ?? AGE_BUCKETS[0]).key;

/** The list's "has stock" filter: something on hand (available + reserved + unsellable > 0) or not. */
export const HAS_STOCK_FILTERS = ['YES', 'NO'] as const;
/** The list's "low stock" filter: at or below the threshold, or not. */
export const LOW_STOCK_FILTERS = ['YES', 'NO'] as const;

export const INVENTORY_SORT_KEYS = [
  'updatedAt',
  'sku',
  'inTransit',
  'available',
  'reserved',
  'unsellable',
  'shipped',
] as const;
export type InventorySortKey = (typeof INVENTORY_SORT_KEYS)[number];

const stockFilters = {
  warehouseId: filterId,
  /** Contains, in the SKU. */
  sku: filterText(INVENTORY_LIMITS.sku),
  brandId: filterId,
  category: filterEnum(PRODUCT_CATEGORIES),
};

export const inventoryPageRequest = listRequest(INVENTORY_SORT_KEYS).extend({
  ...stockFilters,
  hasStock: filterEnum(HAS_STOCK_FILTERS),
  /** YES: only balances at or below their low-stock threshold (inventory-alerts). */
  lowStock: filterEnum(LOW_STOCK_FILTERS),
});
export type InventoryPageRequest = z.infer<typeof inventoryPageRequest>;
export type InventoryFilters = ListFilters<InventoryPageRequest>;

export const stockWarehouse = z.object({
  id: z.string(),
  code: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
});
export type StockWarehouse = z.infer<typeof stockWarehouse>;

const buckets = {
  inTransit: z.number().int(),
  available: z.number().int(),
  reserved: z.number().int(),
  unsellable: z.number().int(),
  shipped: z.number().int(),
  /** On hand: available + reserved + unsellable. */
  total: z.number().int(),
};

/** One warehouse × SKU balance as the stock list shows it. */
export const stockRow = z.object({
  id: z.string(),
  warehouse: stockWarehouse,
  productId: z.string(),
  sku: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  brandName: z.string().nullable(),
  category: z.enum(PRODUCT_CATEGORIES),
  ...buckets,
  /** What is on hand takes up, in m³ (decimal string, 4 places). */
  volume: z.string(),
  /** Days since the oldest lot still on hand was put away; null when nothing is on hand. */
  oldestAgeDays: z.number().int().nullable(),
  /** The low-stock alert (inventory-alerts). */
  alert: stockAlert,
  updatedAt: z.string(),
});
export type StockRow = z.infer<typeof stockRow>;

/** The filtered set's sums (every page, not just this one). */
export const stockTotals = z.object({ ...buckets, rows: z.number().int(), volume: z.string() });
export type StockTotals = z.infer<typeof stockTotals>;

export const inventoryPage = pageResult(stockRow).extend({ totals: stockTotals });
export type InventoryPage = z.infer<typeof inventoryPage>;

export const stockDetail = stockRow.extend({
  /** The piece's volume in cm³ used for storage (actual dimensions, else forecast). */
  pieceVolumeCm3: z.string(),
});
export type StockDetail = z.infer<typeof stockDetail>;

export const movementsRequest = listRequest(['id'] as const).extend({
  id: idSchema,
  movementType: filterEnum(MOVEMENT_TYPES),
});
export type MovementsRequest = z.infer<typeof movementsRequest>;

export const movementRow = z.object({
  id: z.string(),
  movementType: z.enum(MOVEMENT_TYPES),
  documentType: z.enum(STOCK_DOCUMENT_TYPES),
  documentNo: z.string(),
  change: z.object({
    inTransit: z.number().int(),
    available: z.number().int(),
    reserved: z.number().int(),
    unsellable: z.number().int(),
    shipped: z.number().int(),
  }),
  after: z.object({
    inTransit: z.number().int(),
    available: z.number().int(),
    reserved: z.number().int(),
    unsellable: z.number().int(),
    shipped: z.number().int(),
  }),
  note: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type MovementRow = z.infer<typeof movementRow>;
export const movementsPage = pageResult(movementRow);

export const stockLot = z.object({
  id: z.string(),
  documentType: z.enum(STOCK_DOCUMENT_TYPES),
  documentNo: z.string(),
  receivedAt: z.string(),
  quantity: z.number().int(),
  remaining: z.number().int(),
  ageDays: z.number().int(),
  ageBucket: z.enum(AGE_BUCKETS.map((b) => b.key) as [AgeBucketKey, ...AgeBucketKey[]]),
});
export type StockLot = z.infer<typeof stockLot>;
export const stockLots = z.array(stockLot);

/** In transit per inbound document, from the movement log (net expected and not yet received). */
export const inTransitRow = z.object({
  documentType: z.enum(STOCK_DOCUMENT_TYPES),
  documentNo: z.string(),
  quantity: z.number().int(),
  since: z.string(),
});
export type InTransitRow = z.infer<typeof inTransitRow>;
export const inTransitRows = z.array(inTransitRow);

export const ageingRequest = z.object(stockFilters);
export type AgeingRequest = z.infer<typeof ageingRequest>;

const ageingCells = {
  /** Pieces per AGE_BUCKETS entry, in its order. */
  pieces: z.array(z.number().int()),
  /** m³ per AGE_BUCKETS entry (decimal strings, 4 places). */
  volumes: z.array(z.string()),
};
export const ageingReport = z.object({
  buckets: z.array(z.string()),
  rows: z.array(z.object({ warehouse: stockWarehouse, ...ageingCells })),
  totals: z.object(ageingCells),
});
export type AgeingReport = z.infer<typeof ageingReport>;

/** A combination's available quantity in each warehouse where any component has stock. */
export const combinationAvailability = z.array(
  z.object({ warehouse: stockWarehouse, available: z.number().int() }),
);
export type CombinationAvailability = z.infer<typeof combinationAvailability>;

/** Labels the stock screens and the export share. */
export const INVENTORY_FIELDS = defineFields({
  warehouse: { zh: '仓库', en: 'Warehouse' },
  sku: { zh: 'SKU', en: 'SKU' },
  productName: { zh: '产品名称', en: 'Product name' },
  brand: { zh: '品牌', en: 'Brand' },
  category: { zh: '品类', en: 'Category' },
  inTransit: { zh: '在途', en: 'In transit' },
  available: { zh: '可用', en: 'Available' },
  reserved: { zh: '占用', en: 'Reserved' },
  unsellable: { zh: '不良品', en: 'Unsellable' },
  shipped: { zh: '已出库', en: 'Shipped' },
  total: { zh: '在库合计', en: 'Total on hand' },
  volume: { zh: '体积(m³)', en: 'Volume (m³)' },
  oldestAgeDays: { zh: '最长库龄(天)', en: 'Oldest age (days)' },
  threshold: { zh: '低库存预警值', en: 'Low-stock threshold' },
  coverDays: { zh: '可售天数', en: 'Days of cover' },
  updatedAt: { zh: '更新时间', en: 'Updated' },
});

/** Pieces of one balance whose storage price rises on the same day (its lots of the same age tier). */
export const ageingWarning = z.object({
  balanceId: z.string(),
  warehouse: stockWarehouse,
  sku: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  pieces: z.number().int(),
  /** m³ (decimal string, 4 places). */
  volume: z.string(),
  /** The lots' age today and the age the dearer tier begins at, in finance-calendar days. */
  ageDays: z.number().int(),
  tierFrom: z.number().int(),
  /** Days until the dearer price applies (1: from tomorrow's charge). */
  inDays: z.number().int(),
  currency: z.enum(CURRENCIES),
  /** Per m³·day, before and after (decimal strings). */
  priceNow: z.string(),
  priceNext: z.string(),
  /** What the day's storage of these pieces costs more after the change. */
  extraPerDay: z.string(),
});
export type AgeingWarning = z.infer<typeof ageingWarning>;
export const ageingWarnings = z.object({ rows: z.array(ageingWarning), total: z.number().int() });
export type AgeingWarnings = z.infer<typeof ageingWarnings>;
