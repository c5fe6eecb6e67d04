import { useQuery } from '@tanstack/react-query';
import { RETURN_DOCUMENT, returnOrdersEndpoints, returnPageRequest, TODO_TYPE } from '@oms/contracts';
import { byId, defineDomain } from '@/shared/api/domain';

// Every /api/return-orders/* call, its query key and its hook. The warehouse's moves (the parcel
// arrived, the inspection, a fee owed) arrive live as notices of to-do type 7 and refresh what is on
// screen.

const returns = defineDomain('return-orders', returnOrdersEndpoints, { live: [TODO_TYPE.return] });
export const returnKeys = returns.keys;
export const returnApi = {
  ...returns.calls,
  detail: byId(returns.calls.detail),
  submit: byId(returns.calls.submit),
};

/** The list page's source of rows. */
export const returnList = returns.list(RETURN_DOCUMENT.entity, returnPageRequest, returnApi.page);
export const useReturnDetail = (id: string | null) => returns.useDetail(returnApi.detail, id);
/** A change of returns: refreshes every list and detail of the domain. */
export const useReturnChange = returns.useChange;

/** The operator's warehouses (the list's filter and the form's choice). */
export const useReturnWarehouses = () =>
  useQuery({
    queryKey: returnKeys.extra('warehouses', {}),
    queryFn: () => returnApi.warehouses(),
    staleTime: 60_000,
  });

/** The company's shipped outbound orders matching `keyword`, at `warehouseId` when chosen (the form's picker). */
export const useShippedOrders = (warehouseId: string | undefined, keyword: string, enabled: boolean) =>
  useQuery({
    queryKey: returnKeys.extra('shipped-orders', { warehouseId, keyword }),
    queryFn: () => returnApi.shippedOrders({ warehouseId, keyword: keyword || undefined }),
    enabled,
    staleTime: 30_000,
  });
