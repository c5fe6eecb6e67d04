import { CLAIMS_PAGE_KEY, claimPageRequest, claimsEndpoints, TODO_TYPE } from '@oms/contracts';
import { byId, defineDomain } from '@/shared/api/domain';

// Every /api/claims/* call, its query key and its hook. The warehouse's decisions arrive live (to-do
// type 10) and refresh the lists and details on screen.

const claims = defineDomain('claims', claimsEndpoints, { live: [TODO_TYPE.claim] });
export const claimKeys = claims.keys;
export const claimsApi = {
  ...claims.calls,
  detail: byId(claims.calls.detail),
  cancel: byId(claims.calls.cancel),
};

/** The list page's source of rows. */
export const claimList = claims.list(CLAIMS_PAGE_KEY, claimPageRequest, claimsApi.page);
export const useClaimDetail = (id: string | null) => claims.useDetail(claimsApi.detail, id);
/** A change of claims: refreshes every list and detail of the domain. */
export const useClaimChange = claims.useChange;
