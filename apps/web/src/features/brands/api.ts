import { useQuery } from '@tanstack/react-query';
import { BRAND_PAGE_KEY, brandPageRequest, brandsEndpoints } from '@oms/contracts';
import { byIds, defineDomain } from '@/shared/api/domain';

// Every /api/brands/* call (all POST), its query key and its hook.

const brands = defineDomain('brands', brandsEndpoints);
export const brandKeys = brands.keys;
export const brandsApi = { ...brands.calls, delete: byIds(brands.calls.delete) };
/** The list page's source of rows. */
export const brandList = brands.list(BRAND_PAGE_KEY, brandPageRequest, brandsApi.page);

/** A change of brands (create, update, delete): refreshes every list and detail of the domain. */
export const useBrandChange = brands.useChange;

/** The brand picker of the product form (needs the products page's view code). */
export const useBrandOptions = (enabled = true) =>
  useQuery({ queryKey: [...brandKeys.all, 'options'], queryFn: () => brandsApi.options(), enabled });
