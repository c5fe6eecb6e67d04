import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consigneesEndpoints } from '@oms/contracts';
import { callers } from '@/shared/api/call';
import { createQueryKeys } from '@/shared/list-page';

// Every /api/consignees/* call (all POST), its query key and its hook.

export const consigneeKeys = createQueryKeys('consignees');

const calls = callers(consigneesEndpoints);
export const consigneesApi = { ...calls, detail: (id: string) => calls.detail({ id }) };

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
