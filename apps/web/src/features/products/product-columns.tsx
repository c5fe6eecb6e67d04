import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Tag, Tooltip } from 'antd';
import { PRODUCT_CATEGORIES, PRODUCT_STATUSES, type Product, type ProductFilters } from '@oms/contracts';
import { formatDate, formatMoney } from '@/shared/lib/format';
import type { NsKey } from '@/shared/i18n/keys';
import type { ListColumn } from '@/shared/list-page';
import { useBrandOptions } from '@/features/brands';
import { StoredImage } from './components/product-images-field';
import { detailPath, NS, sizeText, STATUS_COLOR, weightText, type UnitSystem } from './lib/display';

/** The product list's columns; weights and sizes in the unit system the page shows. */
export const useProductColumns = (
  system: UnitSystem,
): ListColumn<Product, ProductFilters, NsKey<typeof NS>>[] => {
  const { t } = useTranslation(NS);
  const brands = useBrandOptions();
  const brandOptions = useMemo(
    () => (brands.data ?? []).map((b) => ({ value: b.id, label: b.name })),
    [brands.data],
  );
  return useMemo(
    (): ListColumn<Product, ProductFilters, NsKey<typeof NS>>[] => [
      {
        key: 'sku',
        title: 'fields.sku',
        sortable: true,
        fixed: 'left',
        width: 170,
        search: { type: 'text' },
        render: (row) => (
          <Link to={detailPath(row.id)} data-testid={`product-link-${row.sku}`}>
            {row.sku}
          </Link>
        ),
      },
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
        search: { type: 'select', field: 'brandId', options: brandOptions },
      },
      {
        key: 'category',
        title: 'fields.category',
        width: 120,
        search: {
          type: 'select',
          options: PRODUCT_CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}`) })),
        },
        render: (row) => t(`category.${row.category}`),
      },
      {
        key: 'status',
        title: 'fields.status',
        sortable: true,
        width: 120,
        search: {
          type: 'select',
          options: PRODUCT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
        },
        render: (row) => {
          const tag = (
            <Tag color={STATUS_COLOR[row.status]} data-testid="product-status" data-status={row.status}>
              {t(`status.${row.status}`)}
            </Tag>
          );
          return row.rejectReason ? <Tooltip title={row.rejectReason}>{tag}</Tooltip> : tag;
        },
      },
      {
        key: 'forecastWeight',
        title: 'fields.forecastWeightShort',
        width: 120,
        render: (row) => <span data-testid="forecast-weight">{weightText(row.forecast, system)}</span>,
      },
      {
        key: 'actualWeight',
        title: 'fields.actualWeightShort',
        width: 120,
        render: (row) => weightText(row.actual, system),
      },
      {
        key: 'forecastSize',
        title: 'fields.forecastSizeShort',
        width: 200,
        render: (row) => <span data-testid="forecast-size">{sizeText(row.forecast, system)}</span>,
      },
      {
        key: 'actualSize',
        title: 'fields.actualSizeShort',
        width: 200,
        render: (row) => sizeText(row.actual, system),
      },
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
      {
        key: 'createdAt',
        title: 'fields.createdAt',
        sortable: true,
        width: 180,
        search: { type: 'dateRange', from: 'createdFrom', to: 'createdTo' },
        render: (row) => formatDate(row.createdAt),
      },
    ],
    [t, brandOptions, system],
  );
};
