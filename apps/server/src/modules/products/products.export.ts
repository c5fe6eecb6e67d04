import {
  PRODUCT_CODES,
  PRODUCT_FIELDS,
  PRODUCT_PAGE_KEY,
  PRODUCT_STATUS_TEXT,
  productPageRequest,
  showSize,
  showWeight,
  withSuffix,
  type Bilingual,
} from '@oms/contracts';
import { type ExportColumn, dateTimeColumn, listExport } from '../exports/define-export';
import { toProduct } from './products.mapping';
import { productsRepository as repo, type ProductListRow } from './products.repository';

const list = listExport(productPageRequest)((ctx, selection) => repo.listQuery(ctx.companyId, selection));

type Field = keyof typeof PRODUCT_FIELDS;
const text = (
  key: Field,
  value: (r: ProductListRow) => string | number | null,
  header: Bilingual = PRODUCT_FIELDS[key],
) => ({ key, header, width: 16, value }) satisfies ExportColumn<ProductListRow>;

/** Forecast and actual side by side, metric (kg, cm), as stored. */
const measure = (key: 'Weight' | 'Length' | 'Width' | 'Height') => {
  const show = (v: number | null) =>
    v === null ? null : key === 'Weight' ? showWeight(v, 'kg') : showSize(v, 'cm');
  const unit = key === 'Weight' ? 'kg' : 'cm';
  return [
    text(
      `forecast${key}`,
      (r) => show(r[`forecast${key}${key === 'Weight' ? 'G' : 'Cm100'}` as keyof ProductListRow] as number),
      withSuffix(PRODUCT_FIELDS[`forecast${key}`], ` (${unit})`),
    ),
    text(
      `actual${key}`,
      (r) =>
        show(r[`actual${key}${key === 'Weight' ? 'G' : 'Cm100'}` as keyof ProductListRow] as number | null),
      withSuffix(PRODUCT_FIELDS[`actual${key}`], ` (${unit})`),
    ),
  ];
};

/** L × W × H in cm, as the list shows it. */
const sizes = (v: (number | null)[]) =>
  v.some((x) => x === null) ? null : v.map((x) => showSize(x!, 'cm')).join(' × ');

/** The product list as xlsx (OMS_BASICSKU:export), keyed like the page's columns. */
export const productsExport = list.defineExport({
  kind: PRODUCT_PAGE_KEY,
  module: 'products',
  name: { zh: '产品列表', en: 'Products' },
  permission: PRODUCT_CODES.export,
  columns: [
    text('sku', (r) => r.sku),
    text('nameCn', (r) => r.nameCn),
    text('nameEn', (r) => r.nameEn),
    text('brandName', (r) => r.brandName),
    text('category', (r) => r.category),
    {
      key: 'status',
      header: PRODUCT_FIELDS.status,
      width: 12,
      value: (r, language) => PRODUCT_STATUS_TEXT[r.status][language],
    },
    ...measure('Weight'),
    ...measure('Length'),
    ...measure('Width'),
    ...measure('Height'),
    text(
      'forecastSize',
      (r) => sizes([r.forecastLengthCm100, r.forecastWidthCm100, r.forecastHeightCm100]),
      withSuffix(PRODUCT_FIELDS.forecastSize, ' (cm)'),
    ),
    text(
      'actualSize',
      (r) => sizes([r.actualLengthCm100, r.actualWidthCm100, r.actualHeightCm100]),
      withSuffix(PRODUCT_FIELDS.actualSize, ' (cm)'),
    ),
    text('piecesPerCarton', (r) => r.piecesPerCarton),
    text('declaredValue', (r) => toProduct(r).declaredValue),
    text('hsCode', (r) => r.hsCode),
    text('rejectReason', (r) => r.rejectReason),
    dateTimeColumn('createdAt', PRODUCT_FIELDS.createdAt, (r) => r.createdAt),
  ],
});
