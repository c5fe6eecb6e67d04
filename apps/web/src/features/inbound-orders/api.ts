import { useQuery } from '@tanstack/react-query';
import {
  INBOUND_PAGE_KEY,
  inboundOrdersEndpoints,
  inboundPageRequest,
  productsEndpoints,
  TODO_TYPE,
} from '@oms/contracts';
import { call } from '@/shared/api/call';
import { byId, defineDomain } from '@/shared/api/domain';

// Every /api/inbound-orders/* call, its query key and its hook. The warehouse's moves (approval,
// milestones, receipt, put-away) arrive live as notices of to-do type 3 and refresh what is on screen.

const inbound = defineDomain('inbound-orders', inboundOrdersEndpoints, { live: [TODO_TYPE.inbound] });
export const inboundKeys = inbound.keys;
export const inboundApi = {
  ...inbound.calls,
  detail: (id: string) => inbound.calls.detail({ id }),
  submit: byId(inbound.calls.submit),
  confirmDifference: byId(inbound.calls.confirmDifference),
};

/** The list page's source of rows. */
export const inboundList = inbound.list(INBOUND_PAGE_KEY, inboundPageRequest, inboundApi.page);
export const useInboundDetail = (id: string | null) => inbound.useDetail(inboundApi.detail, id);
/** A change of inbound orders: refreshes every list and detail of the domain. */
export const useInboundChange = inbound.useChange;

/** The company's signed warehouses (the form's choice; none: sign one first). */
export const useInboundWarehouses = () =>
  useQuery({
    queryKey: inboundKeys.extra('warehouses', {}),
    queryFn: () => inboundApi.warehouses(),
    staleTime: 60_000,
  });

/** Products a line picker offers per search. */
const PICKER_SIZE = 20;

/** The company's passed products whose SKU contains `sku` (with pieces per carton), for the lines. */
export const usePassedProducts = (sku: string, enabled: boolean) =>
  useQuery({
    queryKey: inboundKeys.extra('products', { sku }),
    queryFn: () =>
      call(productsEndpoints.page, {
        current: 1,
        size: PICKER_SIZE,
        sku: sku || undefined,
        status: 'PASSED',
        sort: 'sku',
      }),
    enabled,
    staleTime: 30_000,
  });
