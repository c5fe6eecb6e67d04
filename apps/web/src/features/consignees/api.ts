import { CONSIGNEE_PAGE_KEY, consigneePageRequest, consigneesEndpoints } from '@oms/contracts';
import { byId, defineDomain } from '@/shared/api/domain';

// Every /api/consignees/* call (all POST), its query key and its hook.

const consignees = defineDomain('consignees', consigneesEndpoints);
export const consigneeKeys = consignees.keys;
export const consigneesApi = { ...consignees.calls, detail: byId(consignees.calls.detail) };
/** The list page's source of rows. */
export const consigneeList = consignees.list(CONSIGNEE_PAGE_KEY, consigneePageRequest, consigneesApi.page);

export const useConsigneeDetail = (id: string | null) => consignees.useDetail(consigneesApi.detail, id);
/** A change of consignees: refreshes every list and detail of the domain. */
export const useConsigneeChange = consignees.useChange;
