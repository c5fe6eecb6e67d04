import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BatchResult,
  CreateThirdPayRequest,
  DeleteThirdPayRequest,
  PageResult,
  ThirdPayAccount,
  ThirdPayDetail,
  ThirdPayPageRequest,
  UpdateThirdPayRequest,
} from '@oms/contracts';
import { request } from '../../shared/api/client';
import { createQueryKeys } from '../../shared/list-page';

// Every /api/third-pay/* call (all POST), its query key and its hook.

export const thirdPayKeys = createQueryKeys('third-pay');

export const thirdPayApi = {
  page: (body: ThirdPayPageRequest) => request<PageResult<ThirdPayAccount>>('third-pay/page', body),
  detail: (id: string) => request<ThirdPayDetail>('third-pay/detail', { id }),
  create: (body: CreateThirdPayRequest) => request<ThirdPayAccount>('third-pay/create', body),
  update: (body: UpdateThirdPayRequest) => request<ThirdPayAccount>('third-pay/update', body),
  enable: (ids: string[]) => request<BatchResult>('third-pay/enable', { ids }),
  disable: (ids: string[]) => request<BatchResult>('third-pay/disable', { ids }),
  delete: (body: DeleteThirdPayRequest) => request<BatchResult>('third-pay/delete', body),
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
