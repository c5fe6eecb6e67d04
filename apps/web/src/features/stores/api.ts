import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { storesEndpoints } from '@oms/contracts';
import { callers } from '@/shared/api/call';
import { createQueryKeys } from '@/shared/list-page';

// Every /api/stores/* call (all POST), its query key and its hook.

export const storeKeys = createQueryKeys('stores');
/** The SKU mapping lists (under the stores' keys: a mapping change refreshes the store's count). */
export const mappingKeys = { list: <P>(params: P) => storeKeys.extra('mappings', params) };

const calls = callers(storesEndpoints);
export const storesApi = {
  ...calls,
  detail: (id: string) => calls.detail({ id }),
  check: (id: string) => calls.check({ id }),
  enable: (ids: string[]) => calls.enable({ ids }),
  disable: (ids: string[]) => calls.disable({ ids }),
  listings: (id: string) => calls.listings({ id }),
};

export const useStoreDetail = (id: string | null) =>
  useQuery({ queryKey: storeKeys.detail(id), queryFn: () => storesApi.detail(id!), enabled: id !== null });

const useChange = <T, R>(call: (body: T) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    // The store list counts mappings, so every change refreshes the whole domain.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storeKeys.all }),
  });
};

export const useCreateStore = () => useChange(storesApi.create);
export const useUpdateStore = () => useChange(storesApi.update);
export const useCheckStore = () => useChange(storesApi.check);
export const useEnableStores = () => useChange(storesApi.enable);
export const useDisableStores = () => useChange(storesApi.disable);
export const useDeleteStores = () => useChange(storesApi.delete);
export const useSaveMapping = () => useChange(storesApi.mappingsSave);
export const useDeleteMappings = () => useChange(storesApi.mappingsDelete);
export const useListings = () => useMutation({ mutationFn: storesApi.listings });
