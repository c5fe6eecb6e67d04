import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PRODUCT_PAGE_KEY, productPageRequest, productsEndpoints } from '@oms/contracts';
import { byId, byIds, defineDomain } from '@/shared/api/domain';
import { brandKeys } from '@/features/brands';

// Every /api/products/* call (all POST), its query key and its hook.

/** A change refreshes the products (lists and details) and the brands' product counts. */
const products = defineDomain('products', productsEndpoints, { useAlsoRefreshes: () => [brandKeys.all] });
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

/** One product; while the warehouse reviews it, it is read again every few seconds. */
export const useProductDetail = (id: string | null) =>
  useQuery({
    queryKey: productKeys.detail(id),
    queryFn: () => productsApi.detail(id!),
    enabled: id !== null,
    refetchInterval: (q) => (q.state.data?.status === 'UNDER_REVIEW' ? REVIEW_POLL_MS : false),
  });

/** How often a list or a detail with products under review asks again. */
export const REVIEW_POLL_MS = 3000;
