import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { thirdPayEndpoints } from '@oms/contracts';
import { callers } from '@/shared/api/call';
import { createQueryKeys } from '@/shared/list-page';

// Every /api/third-pay/* call (all POST), its query key and its hook.

export const thirdPayKeys = createQueryKeys('third-pay');

const calls = callers(thirdPayEndpoints);
export const thirdPayApi = {
  ...calls,
  detail: (id: string) => calls.detail({ id }),
  enable: (ids: string[]) => calls.enable({ ids }),
  disable: (ids: string[]) => calls.disable({ ids }),
};

export const useThirdPayDetail = (id: string | null) =>
  useQuery({
    queryKey: thirdPayKeys.detail(id),
    queryFn: () => thirdPayApi.detail(id!),
    enabled: id !== null,
  });

const useChange = <T, R>(call: (body: T) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: thirdPayKeys.all }),
  });
};

export const useCreateThirdPay = () => useChange(thirdPayApi.create);
export const useUpdateThirdPay = () => useChange(thirdPayApi.update);
export const useEnableThirdPay = () => useChange(thirdPayApi.enable);
export const useDisableThirdPay = () => useChange(thirdPayApi.disable);
export const useDeleteThirdPay = () => useChange(thirdPayApi.delete);
