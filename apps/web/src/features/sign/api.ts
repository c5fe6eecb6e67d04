import { SIGNING_PAGE_KEY, signingPageRequest, signingEndpoints, TODO_TYPE } from '@oms/contracts';
import { byId, defineDomain } from '@/shared/api/domain';

// Every /api/signing/* call (all POST), its query key and its hook.

const signing = defineDomain('signing', signingEndpoints, { live: [TODO_TYPE.signing] });
export const signingKeys = signing.keys;
export const signingApi = {
  page: signing.calls.page,
  detail: byId(signing.calls.detail),
  apply: (warehouseId: string) => signing.calls.apply({ warehouseId }),
};
/** The list page's source of rows. */
export const signingList = signing.list(SIGNING_PAGE_KEY, signingPageRequest, signingApi.page);

export const useSigningDetail = (warehouseId: string | null) =>
  signing.useDetail(signingApi.detail, warehouseId);
/** Applies for a warehouse, then refreshes the list and its details. */
export const useApplySigning = () => signing.useChange(signingApi.apply);
