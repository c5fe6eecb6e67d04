import {
  INVENTORY_CODES,
  INVENTORY_EXPORT_KIND,
  INVENTORY_FIELDS,
  inventoryPageRequest,
  PRODUCT_CATEGORY_LABELS,
} from '@oms/contracts';
import { dateTimeColumn, listExport } from '../exports/define-export';
import { alertOfRow } from './stock-alerts';
import { ageInDays } from './stock-reads';
import { stockReadsRepository as repo, type StockListRow } from './stock-reads.repository';

const list = listExport(inventoryPageRequest)((ctx, selection) => repo.listQuery(ctx.companyId, selection));

const count = (key: 'inTransit' | 'available' | 'reserved' | 'unsellable' | 'shipped') => ({
  key,
  header: INVENTORY_FIELDS[key],
  width: 10,
  value: (r: StockListRow) => r[key],
});

/** The stock list as xlsx (OMS_ORDERSTOCK:export), exactly as the list filters it. */
export const inventoryExport = list.defineExport({
  kind: INVENTORY_EXPORT_KIND,
  module: 'inventory',
  name: { zh: '库存', en: 'Inventory' },
  permission: INVENTORY_CODES.export,
  columns: [
    {
      key: 'warehouse',
      header: INVENTORY_FIELDS.warehouse,
      width: 16,
      value: (r) => r.warehouseCode,
    },
    { key: 'sku', header: INVENTORY_FIELDS.sku, width: 20, value: (r) => r.sku },
    {
      key: 'productName',
      header: INVENTORY_FIELDS.productName,
      width: 28,
      value: (r, l) => (l === 'zh' ? r.nameZh : r.nameEn),
    },
    { key: 'brand', header: INVENTORY_FIELDS.brand, width: 14, value: (r) => r.brandName },
    {
      key: 'category',
      header: INVENTORY_FIELDS.category,
      width: 14,
      value: (r, l) => PRODUCT_CATEGORY_LABELS[r.category][l],
    },
    count('inTransit'),
    count('available'),
    count('reserved'),
    count('unsellable'),
    count('shipped'),
    {
      key: 'total',
      header: INVENTORY_FIELDS.total,
      width: 10,
      value: (r) => r.available + r.reserved + r.unsellable,
    },
    { key: 'volume', header: INVENTORY_FIELDS.volume, width: 12, value: (r) => r.volume },
    {
      key: 'oldestAgeDays',
      header: INVENTORY_FIELDS.oldestAgeDays,
      width: 12,
      value: (r) => (r.oldestAt ? ageInDays(new Date(r.oldestAt)) : null),
    },
    {
      key: 'threshold',
      header: INVENTORY_FIELDS.threshold,
      width: 12,
      value: (r) => alertOfRow(r).threshold,
    },
    dateTimeColumn('updatedAt', INVENTORY_FIELDS.updatedAt, (r) => r.updatedAt),
  ],
});
