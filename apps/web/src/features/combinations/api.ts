import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BatchResult,
  Combination,
  CombinationDetail,
  CombinationPageRequest,
  CreateCombinationRequest,
  DeleteCombinationsRequest,
  PageResult,
  UpdateCombinationRequest,
} from '@oms/contracts';
import { request } from '../../shared/api/client';
import { createQueryKeys } from '../../shared/list-page';

// Every /api/combinations/* call (all POST), its query key and its hook; and the component picker's
// search, which is the products list filtered to passed products.

export const combinationKeys = createQueryKeys('combinations');

export const combinationsApi = {
  page: (body: CombinationPageRequest) => request<PageResult<Combination>>('combinations/page', body),
  detail: (id: string) => request<CombinationDetail>('combinations/detail', { id }),
  create: (body: CreateCombinationRequest) => request<Combination>('combinations/create', body),
  update: (body: UpdateCombinationRequest) => request<Combination>('combinations/update', body),
  delete: (body: DeleteCombinationsRequest) => request<BatchResult>('combinations/delete', body),
};

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
