import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  combinationsEndpoints,
  consigneesEndpoints,
  OUTBOUND_DOCUMENT,
  outboundOrdersEndpoints,
  outboundPageRequest,
  productsEndpoints,
  TODO_TYPE,
  type OutboundDraftInput,
} from '@oms/contracts';
import { call } from '@/shared/api/call';
import { byId, defineDomain } from '@/shared/api/domain';

// Every /api/outbound-orders/* call, its query key and its hook. The warehouse's moves (start,
// progress, ship, errors, interceptions) and the system's balance releases arrive live as notices of
// to-do type 4 and refresh what is on screen.

const outbound = defineDomain('outbound-orders', outboundOrdersEndpoints, { live: [TODO_TYPE.outbound] });
export const outboundKeys = outbound.keys;
export const outboundApi = {
  ...outbound.calls,
  detail: (id: string) => outbound.calls.detail({ id }),
  submit: byId(outbound.calls.submit),
  release: byId(outbound.calls.release),
};

/** The list page's source of rows. */
export const outboundList = outbound.list(OUTBOUND_DOCUMENT.entity, outboundPageRequest, outboundApi.page);
export const useOutboundDetail = (id: string | null) => outbound.useDetail(outboundApi.detail, id);
/** A change of outbound orders: refreshes every list and detail of the domain. */
export const useOutboundChange = outbound.useChange;

/** The company's signed warehouses (the form's choice; none: sign one first). */
export const useOutboundWarehouses = () =>
  useQuery({
    queryKey: outboundKeys.extra('warehouses', {}),
    queryFn: () => outboundApi.warehouses(),
    staleTime: 60_000,
  });

/** A signed warehouse's carrier services (none until a warehouse is chosen). */
export const useOutboundServices = (warehouseId: string | undefined) =>
  useQuery({
    queryKey: outboundKeys.extra('services', { warehouseId }),
    queryFn: () => outboundApi.services({ warehouseId: warehouseId! }),
    enabled: Boolean(warehouseId),
    staleTime: 60_000,
  });

/**
 * The price of the form's order as it stands (handling, pieces, packaging, insurance, shipping),
 * asked again when the draft changes; the last price stays on screen while the next is asked.
 */
export const useOutboundQuote = (draft: OutboundDraftInput | null) =>
  useQuery({
    queryKey: outboundKeys.extra('quote', draft ?? {}),
    queryFn: () => outboundApi.quote(draft!),
    enabled: draft !== null,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 30_000,
  });

const PICKER_SIZE = 20;

/** The company's passed products and combinations whose SKU or name contains `text`, for the lines. */
export const useLineChoices = (text: string, enabled: boolean) =>
  useQuery({
    queryKey: outboundKeys.extra('line-choices', { text }),
    queryFn: async () => {
      const [products, combinations] = await Promise.all([
        call(productsEndpoints.page, {
          current: 1,
          size: PICKER_SIZE,
          sku: text || undefined,
          status: 'PASSED',
          sort: 'sku',
        }),
        call(combinationsEndpoints.page, { current: 1, size: PICKER_SIZE, name: text || undefined }),
      ]);
      return { products: products.records, combinations: combinations.records };
    },
    enabled,
    staleTime: 30_000,
  });

/** The address book's entries whose name contains `name` (the recipient's picker). */
export const useConsigneeChoices = (name: string, enabled: boolean) =>
  useQuery({
    queryKey: outboundKeys.extra('consignees', { name }),
    queryFn: () => call(consigneesEndpoints.page, { current: 1, size: PICKER_SIZE, name: name || undefined }),
    enabled,
    staleTime: 30_000,
  });
