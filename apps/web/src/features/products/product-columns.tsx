import { PRODUCT_CATEGORIES, PRODUCT_STATUSES, type Product, type ProductFilters } from '@oms/contracts';
import { namedChoices } from '@/shared/lib/choices';
import { formatMoney } from '@/shared/lib/format';
import type { NsKey } from '@/shared/i18n/keys';
import {
  choiceColumn,
  createdAtColumn,
  pageLinkColumn,
  statusColumn,
  useListColumns,
  type ListColumn,
} from '@/shared/list-page';
import { StatusTag } from '@/shared/ui/status-tag';
import { useBrandOptions } from '@/features/brands';
import { StoredImage } from './components/product-images-field';
import { detailPath, NS, sizeText, STATUS_COLOR, weightText, type UnitSystem } from './lib/display';

/**
 * A weight or size column, of the forecast (what the customer typed; tests read it) or of what the
 * warehouse measured, in the unit system the page shows.
 */
const measureColumn = (
  side: 'forecast' | 'actual',
  kind: 'Weight' | 'Size',
  system: UnitSystem,
): ListColumn<Product, ProductFilters, NsKey<typeof NS>> => {
  const text = (row: Product) => (kind === 'Weight' ? weightText : sizeText)(row[side], system);
  return {
    key: `${side}${kind}`,
    title: `fields.${side}${kind}Short`,
    width: kind === 'Weight' ? 120 : 200,
    render: (row) =>
      side === 'forecast' ? (
        <span data-testid={`forecast-${kind.toLowerCase()}`}>{text(row)}</span>
      ) : (
        text(row)
      ),
  };
};

/** The product list's columns; weights and sizes in the unit system the page shows. */
export const useProductColumns = (system: UnitSystem) => {
  const brands = useBrandOptions().data;
  return useListColumns<Product, ProductFilters, typeof NS>(
    NS,
    ({ t }) => [
      pageLinkColumn(
        'sku',
        'fields.sku',
        { to: (row) => detailPath(row.id), testId: (row) => `product-link-${row.sku}` },
        { width: 170 },
      ),
      {
        key: 'image',
        title: 'fields.mainImage',
        width: 76,
        exportable: false,
        detail: false,
        render: (row) =>
          row.imageFileIds[0] ? (
            <StoredImage id={row.imageFileIds[0]} size={48} testId="product-thumb" />
          ) : (
            '-'
          ),
      },
      {
        key: 'nameCn',
        title: 'fields.names',
        sortable: true,
        width: 220,
        search: { type: 'text', field: 'name' },
        render: (row) => (
          <div>
            <div>{row.nameCn}</div>
            <div style={{ color: '#8c8c8c' }}>{row.nameEn}</div>
          </div>
        ),
      },
      { key: 'nameEn', title: 'fields.nameEn', width: 200, defaultVisible: false },
      {
        key: 'brandName',
        title: 'fields.brand',
        width: 130,
        search: { type: 'select', field: 'brandId', options: namedChoices(brands) },
      },
      choiceColumn('category', 'fields.category', PRODUCT_CATEGORIES, (c) => t(`category.${c}`), {
        width: 120,
      }),
      statusColumn(PRODUCT_STATUSES, (s) => t(`status.${s}`), {
        width: 120,
        render: (row) => (
          <StatusTag
            color={STATUS_COLOR[row.status]}
            testId="product-status"
            status={row.status}
            reason={row.rejectReason}
          >
            {t(`status.${row.status}`)}
          </StatusTag>
        ),
      }),
      measureColumn('forecast', 'Weight', system),
      measureColumn('actual', 'Weight', system),
      measureColumn('forecast', 'Size', system),
      measureColumn('actual', 'Size', system),
      { key: 'piecesPerCarton', title: 'fields.piecesPerCarton', width: 110 },
      {
        key: 'declaredValue',
        title: 'fields.declaredValue',
        width: 130,
        render: (row) => `$${formatMoney(row.declaredValue)}`,
      },
      {
        key: 'rejectReason',
        title: 'fields.rejectReason',
        width: 200,
        defaultVisible: false,
        ellipsis: true,
      },
      createdAtColumn({ width: 180 }),
    ],
    [brands, system],
  );
};
