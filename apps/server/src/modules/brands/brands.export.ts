import { BRAND_CODES, BRAND_PAGE_KEY, brandPageRequest, type BrandPageRequest } from '@oms/contracts';
import {
  defineExport,
  dateTimeColumn,
  fromListQuery,
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
    dateTimeColumn('createdAt', { zh: '创建时间', en: 'Created' }, (r) => r.createdAt),
    dateTimeColumn('updatedAt', { zh: '更新时间', en: 'Updated' }, (r) => r.updatedAt),
  ],
  ...fromListQuery(queryOf),
});
