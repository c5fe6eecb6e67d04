import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BatchResult,
  Consignee,
  ConsigneeDetail,
  ConsigneePageRequest,
  CreateConsigneeRequest,
  DeleteConsigneesRequest,
  PageResult,
  UpdateConsigneeRequest,
} from '@oms/contracts';
import { request } from '../../shared/api/client';
import { createQueryKeys } from '../../shared/list-page';

// Every /api/consignees/* call (all POST), its query key and its hook.

export const consigneeKeys = createQueryKeys('consignees');

export const consigneesApi = {
  page: (body: ConsigneePageRequest) => request<PageResult<Consignee>>('consignees/page', body),
  detail: (id: string) => request<ConsigneeDetail>('consignees/detail', { id }),
  create: (body: CreateConsigneeRequest) => request<Consignee>('consignees/create', body),
  update: (body: UpdateConsigneeRequest) => request<Consignee>('consignees/update', body),
  delete: (body: DeleteConsigneesRequest) => request<BatchResult>('consignees/delete', body),
};

export const useConsigneeDetail = (id: string | null) =>
  useQuery({
    queryKey: consigneeKeys.detail(id),
    queryFn: () => consigneesApi.detail(id!),
    enabled: id !== null,
  });

/** A change refreshes every list and detail of the domain. */
const useChange = <T, R>(call: (body: T) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consigneeKeys.all }),
  });
};

export const useCreateConsignee = () => useChange(consigneesApi.create);
export const useUpdateConsignee = () => useChange(consigneesApi.update);
export const useDeleteConsignees = () => useChange(consigneesApi.delete);
