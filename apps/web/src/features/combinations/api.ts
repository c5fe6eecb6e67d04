import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { combinationsEndpoints } from '@oms/contracts';
import { callers } from '@/shared/api/call';
import { createQueryKeys } from '@/shared/list-page';

// Every /api/combinations/* call (all POST), its query key and its hook; and the component picker's
// search, which is the products list filtered to passed products.

export const combinationKeys = createQueryKeys('combinations');

const calls = callers(combinationsEndpoints);
export const combinationsApi = { ...calls, detail: (id: string) => calls.detail({ id }) };

export const useCombinationDetail = (id: string | null) =>
  useQuery({
    queryKey: combinationKeys.detail(id),
    queryFn: () => combinationsApi.detail(id!),
    enabled: id !== null,
  });

const useChange = <T, R>(call: (body: T) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: combinationKeys.all }),
  });
};

export const useCreateCombination = () => useChange(combinationsApi.create);
export const useUpdateCombination = () => useChange(combinationsApi.update);
export const useDeleteCombinations = () => useChange(combinationsApi.delete);
