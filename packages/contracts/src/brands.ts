import { z } from 'zod';
import { pageResult } from './api';
import { BRAND_FIELDS } from './brands-fields';
import { countField, dateTimeField, defineCatalogue, textField } from './field-catalogue';
import { createdRange, filterText, idSchema, listRequest, type ListFilters } from './list';
import { definePage } from './page';
import { requiredText } from './validation';

// Brands (/basic/brandManage): names the company's products carry. Calls are POST /api/brands/<action>;
// reading needs OMS_BASICBRAND:view, creating :create, renaming :edit, deleting :delete, exporting
// :export. The product form's brand picker (`/api/brands/options`) needs OMS_BASICSKU:view.

export const BRAND_CODE = 'OMS_BASICBRAND';
export const BRAND_PAGE = definePage(BRAND_CODE, ['view', 'create', 'edit', 'delete', 'export']);
export const BRAND_CODES = BRAND_PAGE.codes;

/** The page key of the list's column configuration, and the export's kind. */
export const BRAND_PAGE_KEY = 'brands';

export const BRAND_NAME_MAX = 100;

export const BRAND_SORT_KEYS = ['name', 'createdAt', 'updatedAt'] as const;
export type BrandSortKey = (typeof BRAND_SORT_KEYS)[number];

export const brandPageRequest = listRequest(BRAND_SORT_KEYS).extend({
  name: filterText(BRAND_NAME_MAX),
  ...createdRange,
});
export type BrandPageRequest = z.infer<typeof brandPageRequest>;
export type BrandFilters = ListFilters<BrandPageRequest>;

export const brand = z.object({
  id: z.string(),
  name: z.string(),
  /** Products carrying the brand: a brand in use cannot be deleted. */
  productCount: z.number().int(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Brand = z.infer<typeof brand>;
export const brandPage = pageResult(brand);

/** How each field of a brand reads: the list's columns and the export. */
export const BRAND_CATALOGUE = defineCatalogue<Brand>()(BRAND_FIELDS, {
  name: textField((r) => r.name, 30),
  productCount: countField((r) => r.productCount, 10),
  createdBy: textField((r) => r.createdBy, 16),
  createdAt: dateTimeField((r) => r.createdAt),
  updatedAt: dateTimeField((r) => r.updatedAt),
});

/** A brand name: trimmed, 1 to BRAND_NAME_MAX characters, unique in the company (exact, ignoring case). */
export const brandNameSchema = requiredText('brands.nameRequired', BRAND_NAME_MAX);

export const createBrandRequest = z.object({ name: brandNameSchema });
export type CreateBrandRequest = z.infer<typeof createBrandRequest>;
export const updateBrandRequest = z.object({ id: idSchema, name: brandNameSchema });
export type UpdateBrandRequest = z.infer<typeof updateBrandRequest>;

export const brandOption = z.object({ id: z.string(), name: z.string() });
export type BrandOption = z.infer<typeof brandOption>;
