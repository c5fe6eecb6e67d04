import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { brandsEndpoints } from '@oms/contracts';
import { callers } from '@/shared/api/call';
import { createQueryKeys } from '@/shared/list-page';

// Every /api/brands/* call (all POST), its query key and its hook.

export const brandKeys = createQueryKeys('brands');

const calls = callers(brandsEndpoints);
export const brandsApi = { ...calls, delete: (ids: string[]) => calls.delete({ ids }) };

/** The brand picker of the product form (needs the products page's view code). */
export const useBrandOptions = (enabled = true) =>
  useQuery({ queryKey: [...brandKeys.all, 'options'], queryFn: () => brandsApi.options(), enabled });

const useChange = <T, R>(call: (body: T) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: brandKeys.all }),
  });
};

export const useCreateBrand = () => useChange(brandsApi.create);
export const useUpdateBrand = () => useChange(brandsApi.update);
export const useDeleteBrands = () => useChange(brandsApi.delete);
