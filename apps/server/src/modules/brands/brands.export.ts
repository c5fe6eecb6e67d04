import {
  BRAND_CODES,
  BRAND_PAGE_KEY,
  brandPageRequest,
  FILE_LIMITS,
  type BrandPageRequest,
} from '@oms/contracts';
import { countRows, exportRows } from '../../lib/paginate';
import {
  defineExport,
  exportDateTime,
  type ExportContext,
  type ExportSelection,
} from '../exports/define-export';
import { brandsRepository as repo, type BrandListRow } from './brands.repository';

const exportFilters = brandPageRequest.omit({ current: true, size: true, cursor: true });
type Filters = Omit<BrandPageRequest, 'current' | 'size' | 'cursor'>;

const queryOf = (ctx: ExportContext, { ids, filters }: ExportSelection<Filters>) => {
  const { sort: _sort, ...where } = filters;
  return repo.listQuery(ctx.companyId, ids ? { ids } : where);
};

/** The brand list as xlsx (OMS_BASICBRAND:export), keyed like the page's columns. */
export const brandsExport = defineExport<BrandListRow, Filters>({
  kind: BRAND_PAGE_KEY,
  module: 'brands',
  name: { zh: '品牌列表', en: 'Brands' },
  permission: BRAND_CODES.export,
  filters: exportFilters,
  columns: [
    { key: 'name', header: { zh: '品牌名称', en: 'Brand' }, width: 30, value: (r) => r.name },
    {
      key: 'productCount',
      header: { zh: '产品数', en: 'Products' },
      width: 10,
      value: (r) => r.productCount,
    },
    { key: 'createdBy', header: { zh: '创建人', en: 'Created by' }, width: 16, value: (r) => r.createdBy },
    {
      key: 'createdAt',
      header: { zh: '创建时间', en: 'Created' },
      width: 20,
      value: (r, _language, c) => exportDateTime(r.createdAt, c.timeZone),
    },
    {
      key: 'updatedAt',
      header: { zh: '更新时间', en: 'Updated' },
      width: 20,
      value: (r, _language, c) => exportDateTime(r.updatedAt, c.timeZone),
    },
  ],
  count: async (ctx, selection) =>
    (await countRows(ctx.db, queryOf(ctx, selection), FILE_LIMITS.exportMaxRows)).total,
  rows: (ctx, selection) => exportRows(ctx.db, queryOf(ctx, selection), { sort: selection.filters.sort }),
});
