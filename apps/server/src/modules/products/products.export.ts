import {
  PRODUCT_CODES,
  PRODUCT_PAGE_KEY,
  PRODUCT_STATUS_TEXT,
  productPageRequest,
  showSize,
  showWeight,
  type ProductPageRequest,
} from '@oms/contracts';
import {
  defineExport,
  dateTimeColumn,
  fromListQuery,
  type ExportColumn,
  type ExportContext,
  type ExportSelection,
} from '../exports/define-export';
import { toProduct } from './products.mapping';
import { productsRepository as repo, type ProductListRow } from './products.repository';

const exportFilters = productPageRequest.omit({ current: true, size: true, cursor: true });
type Filters = Omit<ProductPageRequest, 'current' | 'size' | 'cursor'>;

const queryOf = (ctx: ExportContext, { ids, filters }: ExportSelection<Filters>) => {
  const { sort: _sort, ...where } = filters;
  return repo.listQuery(ctx.companyId, ids ? { ids } : where);
};

const text = (key: string, zh: string, en: string, value: (r: ProductListRow) => string | number | null) =>
  ({ key, header: { zh, en }, width: 16, value }) satisfies ExportColumn<ProductListRow>;

/** Forecast and actual side by side, metric (kg, cm), as stored. */
const measure = (key: 'Weight' | 'Length' | 'Width' | 'Height', zh: string, en: string) => {
  const show = (v: number | null) =>
    v === null ? null : key === 'Weight' ? showWeight(v, 'kg') : showSize(v, 'cm');
  const unit = key === 'Weight' ? 'kg' : 'cm';
  return [
    text(`forecast${key}`, `预报${zh} (${unit})`, `Forecast ${en} (${unit})`, (r) =>
      show(r[`forecast${key}${key === 'Weight' ? 'G' : 'Cm100'}` as keyof ProductListRow] as number),
    ),
    text(`actual${key}`, `实际${zh} (${unit})`, `Actual ${en} (${unit})`, (r) =>
      show(r[`actual${key}${key === 'Weight' ? 'G' : 'Cm100'}` as keyof ProductListRow] as number | null),
    ),
  ];
};

/** L × W × H in cm, as the list shows it. */
const sizes = (v: (number | null)[]) =>
  v.some((x) => x === null) ? null : v.map((x) => showSize(x!, 'cm')).join(' × ');

/** The product list as xlsx (OMS_BASICSKU:export), keyed like the page's columns. */
export const productsExport = defineExport<ProductListRow, Filters>({
  kind: PRODUCT_PAGE_KEY,
  module: 'products',
  name: { zh: '产品列表', en: 'Products' },
  permission: PRODUCT_CODES.export,
  filters: exportFilters,
  columns: [
    text('sku', 'SKU', 'SKU', (r) => r.sku),
    text('nameCn', '中文描述', 'Chinese description', (r) => r.nameCn),
    text('nameEn', '英文描述', 'English description', (r) => r.nameEn),
    text('brandName', '品牌', 'Brand', (r) => r.brandName),
    text('category', '品类', 'Category', (r) => r.category),
    {
      key: 'status',
      header: { zh: '审核状态', en: 'Audit status' },
      width: 12,
      value: (r, language) => PRODUCT_STATUS_TEXT[r.status][language],
    },
    ...measure('Weight', '重量', 'weight'),
    ...measure('Length', '长', 'length'),
    ...measure('Width', '宽', 'width'),
    ...measure('Height', '高', 'height'),
    text('forecastSize', '预报尺寸 (cm)', 'Forecast size (cm)', (r) =>
      sizes([r.forecastLengthCm100, r.forecastWidthCm100, r.forecastHeightCm100]),
    ),
    text('actualSize', '实际尺寸 (cm)', 'Actual size (cm)', (r) =>
      sizes([r.actualLengthCm100, r.actualWidthCm100, r.actualHeightCm100]),
    ),
    text('piecesPerCarton', '每箱数量', 'Pieces per carton', (r) => r.piecesPerCarton),
    text('declaredValue', '申报价值 (USD)', 'Declared value (USD)', (r) => toProduct(r).declaredValue),
    text('hsCode', 'HS 编码', 'HS code', (r) => r.hsCode),
    text('rejectReason', '驳回原因', 'Reject reason', (r) => r.rejectReason),
    dateTimeColumn('createdAt', { zh: '创建时间', en: 'Created' }, (r) => r.createdAt),
  ],
  ...fromListQuery(queryOf),
});
