import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PageResult, SignedWarehouse, SigningDetail, SigningPageRequest } from '@oms/contracts';
import { request } from '../../shared/api/client';
import { createQueryKeys } from '../../shared/list-page';

// Every /api/signing/* call (all POST), its query key and its hook.

export const signingKeys = createQueryKeys('signing');

export const signingApi = {
  page: (body: SigningPageRequest) => request<PageResult<SignedWarehouse>>('signing/page', body),
  detail: (warehouseId: string) => request<SigningDetail>('signing/detail', { id: warehouseId }),
  apply: (warehouseId: string) => request<SigningDetail>('signing/apply', { warehouseId }),
};

export const useSigningDetail = (warehouseId: string | null) =>
  useQuery({
    queryKey: signingKeys.detail(warehouseId),
    queryFn: () => signingApi.detail(warehouseId!),
    enabled: warehouseId !== null,
  });

export const useApplySigning = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signingApi.apply,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: signingKeys.all }),
  });
};
