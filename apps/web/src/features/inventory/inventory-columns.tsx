import {
  HAS_STOCK_FILTERS,
  LOW_STOCK_FILTERS,
  PRODUCT_CATEGORIES,
  PRODUCT_CODES,
  type InventoryFilters,
  type StockRow,
} from '@oms/contracts';
import {
  choiceColumn,
  choiceSearch,
  dateColumn,
  pageLinkColumn,
  useListColumns,
  warehouseColumn,
} from '@/shared/list-page';
import { useCan } from '@/shared/stores/use-can';
import { useBrandOptions } from '@/features/brands';
import { useStockWarehouses } from './api';
import { AlertThreshold } from './components/alert-tag';
import { detailPath, NS } from './lib/display';
import { warehouseLabel } from '@/shared/lib/warehouse';

const count = (key: 'inTransit' | 'available' | 'reserved' | 'unsellable' | 'shipped' | 'total') => ({
  key,
  title: `fields.${key}` as const,
  sortable: key !== 'total',
  width: 96,
  render: (row: StockRow) => <span data-testid={`stock-${key}-${row.id}`}>{row[key]}</span>,
});

/** The stock list's columns: search items, table, column configuration and export from one list. */
export const useStockColumns = () => {
  const warehouses = useStockWarehouses().data;
  const brands = useBrandOptions(useCan(PRODUCT_CODES)('view')).data;
  return useListColumns<StockRow, InventoryFilters, typeof NS>(
    NS,
    ({ t, language }) => [
      pageLinkColumn(
        'sku',
        'fields.sku',
        { to: (row) => detailPath(row.id), testId: (row) => `stock-link-${row.sku}` },
        { width: 170 },
      ),
      warehouseColumn(warehouses ?? [], (w) => warehouseLabel(w, language), { width: 150 }),
      {
        key: 'productName',
        title: 'fields.productName',
        ellipsis: true,
        render: (row) => (language === 'en' ? row.nameEn : row.nameZh),
      },
      {
        key: 'brand',
        title: 'fields.brand',
        defaultVisible: false,
        search: {
          type: 'select',
          field: 'brandId',
          options: (brands ?? []).map((b) => ({ value: b.id, label: b.name })),
        },
        render: (row) => row.brandName ?? '-',
      },
      choiceColumn('category', 'fields.category', PRODUCT_CATEGORIES, (v) => t(`category.${v}`), {
        defaultVisible: false,
      }),
      count('inTransit'),
      count('available'),
      count('reserved'),
      count('unsellable'),
      count('shipped'),
      count('total'),
      { key: 'volume', title: 'fields.volume', width: 110 },
      {
        key: 'oldestAgeDays',
        title: 'fields.oldestAgeDays',
        width: 120,
        render: (row) => row.oldestAgeDays ?? '-',
      },
      {
        key: 'threshold',
        title: 'fields.threshold',
        width: 150,
        render: (row) => <AlertThreshold alert={row.alert} testId={`stock-threshold-${row.id}`} />,
      },
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
      dateColumn('updatedAt', 'fields.updatedAt', { sortable: true, defaultVisible: false }),
    ],
    [warehouses, brands],
  );
};
