import {
  HAS_STOCK_FILTERS,
  INVENTORY_CATALOGUE,
  LOW_STOCK_FILTERS,
  PRODUCT_CODES,
  type InventoryFilters,
  type StockRow,
} from '@oms/contracts';
import { choiceSearch, pageLinkColumn, useCatalogueColumns } from '@/shared/list-page';
import { useCan } from '@/shared/stores/use-can';
import { useBrandOptions } from '@/features/brands';
import { useStockWarehouses } from './api';
import { AlertThreshold } from './components/alert-tag';
import { detailPath, NS } from './lib/display';

/** The stock list's columns: search items, table, column configuration and export from one list. */
export const useStockColumns = () => {
  // Read when they load: the brand search's choices are built with the columns.
  const brands = useBrandOptions(useCan(PRODUCT_CODES)('view')).data;
  return useCatalogueColumns<StockRow, InventoryFilters>()(
    NS,
    INVENTORY_CATALOGUE,
    ({ t, column }) => {
      /** A bucket's pieces, sortable by the server but for the total, which it does not sort by. */
      const pieces = (key: 'inTransit' | 'available' | 'reserved' | 'unsellable' | 'shipped' | 'total') =>
        column(key, { sortable: key !== 'total', width: 96, testId: (row) => `stock-${key}-${row.id}` });
      return [
        pageLinkColumn(
          'sku',
          'fields.sku',
          { to: (row) => detailPath(row.id), testId: (row) => `stock-link-${row.sku}` },
          { width: 170 },
        ),
        column('warehouse', { width: 150 }),
        column('productName', { ellipsis: true }),
        column('brand', {
          defaultVisible: false,
          search: {
            type: 'select',
            field: 'brandId',
            options: (brands ?? []).map((b) => ({ value: b.id, label: b.name })),
          },
        }),
        column('category', { defaultVisible: false }),
        pieces('inTransit'),
        pieces('available'),
        pieces('reserved'),
        pieces('unsellable'),
        pieces('shipped'),
        pieces('total'),
        column('volume', { width: 110 }),
        column('oldestAgeDays', { width: 120 }),
        column('threshold', {
          width: 150,
          render: (row) => <AlertThreshold alert={row.alert} testId={`stock-threshold-${row.id}`} />,
        }),
        {
          key: 'lowStock',
          title: 'filters.lowStock',
          searchOnly: true,
          exportable: false,
          detail: false,
          search: choiceSearch(LOW_STOCK_FILTERS, (v) =>
            t(v === 'YES' ? 'filters.lowStockYes' : 'filters.lowStockNo'),
          ),
        },
        {
          key: 'hasStock',
          title: 'filters.hasStock',
          searchOnly: true,
          exportable: false,
          detail: false,
          search: choiceSearch(HAS_STOCK_FILTERS, (v) =>
            t(v === 'YES' ? 'filters.hasStockYes' : 'filters.hasStockNo'),
          ),
        },
        column('updatedAt', { sortable: true, defaultVisible: false }),
      ];
    },
    { warehouses: useStockWarehouses().data, deps: [brands] },
  );
};
