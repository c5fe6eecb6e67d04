import { BRAND_CATALOGUE, BRAND_CODES, BRAND_PAGE_KEY, brandPageRequest } from '@oms/contracts';
import { listExport } from '../exports/define-export';
import { brandsRepository as repo } from './brands.repository';
import { toBrand } from './brands.service';

const list = listExport(brandPageRequest)((ctx, selection) => repo.listQuery(ctx.companyId, selection));

/** The brand list as xlsx (OMS_BASICBRAND:export), read as the list reads it. */
export const brandsExport = list.catalogueExport({
  kind: BRAND_PAGE_KEY,
  module: 'brands',
  name: { zh: '品牌列表', en: 'Brands' },
  permission: BRAND_CODES.export,
  catalogue: BRAND_CATALOGUE,
  toRow: (record) => toBrand(record),
  keys: ['name', 'productCount', 'createdBy', 'createdAt', 'updatedAt'],
});
