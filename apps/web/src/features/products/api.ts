import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PRODUCT_PAGE_KEY, productPageRequest, productsEndpoints, TODO_TYPE } from '@oms/contracts';
import { byId, byIds, defineDomain } from '@/shared/api/domain';
import { brandKeys } from '@/features/brands';

// Every /api/products/* call (all POST), its query key and its hook.

/**
 * A change refreshes the products (lists and details) and the brands' product counts; a live notice
 * about a product (the warehouse approved or rejected it) refreshes the products on screen.
 */
const products = defineDomain('products', productsEndpoints, {
  useAlsoRefreshes: () => [brandKeys.all],
  live: [TODO_TYPE.product],
});
export const productKeys = products.keys;
export const productsApi = {
  ...products.calls,
  detail: byId(products.calls.detail),
  submit: byIds(products.calls.submit),
};
/** The list page's source of rows. */
export const productList = products.list(PRODUCT_PAGE_KEY, productPageRequest, productsApi.page);
export const useProductChange = products.useChange;

/** Products a picker offers per search. */
const PICKER_SIZE = 20;

/** The company's products whose SKU contains `sku` (passed ones only if asked), for pickers. */
export const useProductSearch = (sku: string, passedOnly: boolean, enabled: boolean) =>
  useQuery({
    queryKey: productKeys.extra('search', { sku, passedOnly }),
    queryFn: () =>
      productsApi.page({
        current: 1,
        size: PICKER_SIZE,
        sku: sku || undefined,
        status: passedOnly ? 'PASSED' : undefined,
        sort: 'sku',
      }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** One product (the warehouse's decision arrives as a live notice, which refreshes it). */
export const useProductDetail = (id: string | null) => products.useDetail(productsApi.detail, id);
