import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { signingEndpoints } from '@oms/contracts';
import { callers } from '@/shared/api/call';
import { createQueryKeys } from '@/shared/list-page';

// Every /api/signing/* call (all POST), its query key and its hook.

export const signingKeys = createQueryKeys('signing');

const calls = callers(signingEndpoints);
export const signingApi = {
  page: calls.page,
  detail: (warehouseId: string) => calls.detail({ id: warehouseId }),
  apply: (warehouseId: string) => calls.apply({ warehouseId }),
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
