import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { productsEndpoints } from '@oms/contracts';
import { callers } from '@/shared/api/call';
import { createQueryKeys } from '@/shared/list-page';
import { brandKeys } from '@/features/brands';

// Every /api/products/* call (all POST), its query key and its hook.

export const productKeys = createQueryKeys('products');

const calls = callers(productsEndpoints);
export const productsApi = {
  ...calls,
  detail: (id: string) => calls.detail({ id }),
  submit: (ids: string[]) => calls.submit({ ids }),
};

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

/** A change refreshes the products (lists and details) and the brands' product counts. */
const useChange = <T, R>(call: (body: T) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: productKeys.all }),
        queryClient.invalidateQueries({ queryKey: brandKeys.all }),
      ]),
  });
};

export const useCreateProduct = () => useChange(productsApi.create);
export const useUpdateProduct = () => useChange(productsApi.update);
export const useSubmitProducts = () => useChange(productsApi.submit);
export const useDeleteProducts = () => useChange(productsApi.delete);
