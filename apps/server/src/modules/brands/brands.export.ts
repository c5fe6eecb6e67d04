import { BRAND_CODES, BRAND_FIELDS, BRAND_PAGE_KEY, brandPageRequest } from '@oms/contracts';
import { dateTimeColumn, listExport } from '../exports/define-export';
import { brandsRepository as repo } from './brands.repository';

const list = listExport(brandPageRequest)((ctx, selection) => repo.listQuery(ctx.companyId, selection));

/** The brand list as xlsx (OMS_BASICBRAND:export), keyed like the page's columns. */
export const brandsExport = list.defineExport({
  kind: BRAND_PAGE_KEY,
  module: 'brands',
  name: { zh: '品牌列表', en: 'Brands' },
  permission: BRAND_CODES.export,
  columns: [
    { key: 'name', header: BRAND_FIELDS.name, width: 30, value: (r) => r.name },
    {
      key: 'productCount',
      header: BRAND_FIELDS.productCount,
      width: 10,
      value: (r) => r.productCount,
    },
    { key: 'createdBy', header: BRAND_FIELDS.createdBy, width: 16, value: (r) => r.createdBy },
    dateTimeColumn('createdAt', BRAND_FIELDS.createdAt, (r) => r.createdAt),
    dateTimeColumn('updatedAt', BRAND_FIELDS.updatedAt, (r) => r.updatedAt),
  ],
});
