import {
  INVENTORY_CATALOGUE,
  INVENTORY_CODES,
  INVENTORY_EXPORT_KIND,
  inventoryPageRequest,
} from '@oms/contracts';
import { listExport } from '../exports/define-export';
import { toStockRow } from './stock-reads';
import { stockReadsRepository as repo } from './stock-reads.repository';

const list = listExport(inventoryPageRequest)((ctx, selection) => repo.listQuery(ctx.companyId, selection));

/** The stock list as xlsx (OMS_ORDERSTOCK:export), exactly as the list filters and shows it. */
export const inventoryExport = list.catalogueExport({
  kind: INVENTORY_EXPORT_KIND,
  module: 'inventory',
  name: { zh: '库存', en: 'Inventory' },
  permission: INVENTORY_CODES.export,
  catalogue: INVENTORY_CATALOGUE,
  toRow: (record) => toStockRow(record),
  keys: [
    'warehouse',
    'sku',
    'productName',
    'brand',
    'category',
    'inTransit',
    'available',
    'reserved',
    'unsellable',
    'shipped',
    'total',
    'volume',
    'oldestAgeDays',
    'threshold',
    'updatedAt',
  ],
});
