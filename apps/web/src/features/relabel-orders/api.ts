import { useQuery } from '@tanstack/react-query';
import { RELABEL_DOCUMENT, relabelOrdersEndpoints, relabelPageRequest, TODO_TYPE } from '@oms/contracts';
import { byId, defineDomain } from '@/shared/api/domain';

// Every /api/relabel-orders/* call, its query key and its hook. The warehouse's moves (start,
// reject, complete, a fee owed) arrive live as notices of to-do type 6 and refresh what is on screen.

const relabel = defineDomain('relabel-orders', relabelOrdersEndpoints, { live: [TODO_TYPE.relabel] });
export const relabelKeys = relabel.keys;
export const relabelApi = {
  ...relabel.calls,
  detail: byId(relabel.calls.detail),
  submit: byId(relabel.calls.submit),
};

/** The list page's source of rows. */
export const relabelList = relabel.list(RELABEL_DOCUMENT.entity, relabelPageRequest, relabelApi.page);
export const useRelabelDetail = (id: string | null) => relabel.useDetail(relabelApi.detail, id);
/** A change of relabel orders: refreshes every list and detail of the domain. */
export const useRelabelChange = relabel.useChange;

/** The operator's warehouses (the list's filter and the form's choice). */
export const useRelabelWarehouses = () =>
  useQuery({
    queryKey: relabelKeys.extra('warehouses', {}),
    queryFn: () => relabelApi.warehouses(),
    staleTime: 60_000,
  });
