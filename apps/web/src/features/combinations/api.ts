import { COMBINATION_PAGE_KEY, combinationPageRequest, combinationsEndpoints } from '@oms/contracts';
import { byId, defineDomain } from '@/shared/api/domain';

// Every /api/combinations/* call (all POST), its query key and its hook.

const combinations = defineDomain('combinations', combinationsEndpoints);
export const combinationKeys = combinations.keys;
export const combinationsApi = { ...combinations.calls, detail: byId(combinations.calls.detail) };
/** The list page's source of rows. */
export const combinationList = combinations.list(
  COMBINATION_PAGE_KEY,
  combinationPageRequest,
  combinationsApi.page,
);

export const useCombinationDetail = (id: string | null) => combinations.useDetail(combinationsApi.detail, id);
/** A change of combinations: refreshes every list and detail of the domain. */
export const useCombinationChange = combinations.useChange;
