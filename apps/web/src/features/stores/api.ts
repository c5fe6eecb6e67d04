import { useMutation } from '@tanstack/react-query';
import {
  mappingPageRequest,
  STORE_MAPPING_PAGE_KEY,
  STORE_PAGE_KEY,
  storePageRequest,
  storesEndpoints,
  TODO_TYPE,
} from '@oms/contracts';
import { listSource } from '@/shared/list-page';
import { byId, byIds, defineDomain } from '@/shared/api/domain';

// Every /api/stores/* call (all POST), its query key and its hook.

/** A live notice about a store's authorization (expired, working again) refreshes the stores on screen. */
const stores = defineDomain('stores', storesEndpoints, { live: [TODO_TYPE.storeAuthorization] });
export const storeKeys = stores.keys;
/** The SKU mapping lists (under the stores' keys: a mapping change refreshes the store's count). */
export const mappingKeys = { list: <P>(params: P) => storeKeys.extra('mappings', params) };

export const storesApi = {
  ...stores.calls,
  detail: byId(stores.calls.detail),
  check: byId(stores.calls.check),
  enable: byIds(stores.calls.enable),
  disable: byIds(stores.calls.disable),
  listings: byId(stores.calls.listings),
};
/** The list page's source of rows. */
export const storeList = stores.list(STORE_PAGE_KEY, storePageRequest, storesApi.page);
/** The SKU mapping list's source of rows (the mapping drawer, scoped to one store). */
export const mappingList = listSource(
  STORE_MAPPING_PAGE_KEY,
  mappingPageRequest,
  mappingKeys,
  storesApi.mappingsPage,
);

export const useStoreDetail = (id: string | null) => stores.useDetail(storesApi.detail, id);
/** A change of stores or their mappings: the store list counts mappings, so it refreshes the whole domain. */
export const useStoreChange = stores.useChange;
export const useListings = () => useMutation({ mutationFn: storesApi.listings });
