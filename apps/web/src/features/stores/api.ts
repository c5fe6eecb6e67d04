import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BatchResult,
  CreateStoreRequest,
  DeleteMappingsRequest,
  DeleteStoresRequest,
  ListingsResult,
  MappingPageRequest,
  PageResult,
  SaveMappingRequest,
  SkuMapping,
  Store,
  StoreCheckResult,
  StoreDetail,
  StorePageRequest,
  UpdateStoreRequest,
} from '@oms/contracts';
import { request } from '../../shared/api/client';
import { createQueryKeys } from '../../shared/list-page';

// Every /api/stores/* call (all POST), its query key and its hook.

export const storeKeys = createQueryKeys('stores');
/** The SKU mapping lists (under the stores' keys: a mapping change refreshes the store's count). */
export const mappingKeys = { list: <P>(params: P) => storeKeys.extra('mappings', params) };

export const storesApi = {
  page: (body: StorePageRequest) => request<PageResult<Store>>('stores/page', body),
  detail: (id: string) => request<StoreDetail>('stores/detail', { id }),
  create: (body: CreateStoreRequest) => request<Store>('stores/create', body),
  update: (body: UpdateStoreRequest) => request<Store>('stores/update', body),
  check: (id: string) => request<StoreCheckResult>('stores/check', { id }),
  enable: (ids: string[]) => request<BatchResult>('stores/enable', { ids }),
  disable: (ids: string[]) => request<BatchResult>('stores/disable', { ids }),
  delete: (body: DeleteStoresRequest) => request<BatchResult>('stores/delete', body),
  mappings: (body: MappingPageRequest) => request<PageResult<SkuMapping>>('stores/mappings/page', body),
  saveMapping: (body: SaveMappingRequest) => request<SkuMapping>('stores/mappings/save', body),
  deleteMappings: (body: DeleteMappingsRequest) => request<BatchResult>('stores/mappings/delete', body),
  listings: (id: string) => request<ListingsResult>('stores/listings', { id }),
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
export const useSaveMapping = () => useChange(storesApi.saveMapping);
export const useDeleteMappings = () => useChange(storesApi.deleteMappings);
export const useListings = () => useMutation({ mutationFn: storesApi.listings });
