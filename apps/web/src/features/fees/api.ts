import { useQuery } from '@tanstack/react-query';
import {
  FEES_PAGE_KEY,
  feePageRequest,
  feesEndpoints,
  type FeeCountRequest,
  type FeeFilters,
} from '@oms/contracts';
import { byId, defineDomain } from '@/shared/api/domain';

// Every /api/fees/* call (all POST), its query keys and hooks.

const fees = defineDomain('fees', feesEndpoints);
export const feeKeys = fees.keys;
export const feesApi = {
  ...fees.calls,
  detail: byId(fees.calls.detail),
  withdraw: byId(fees.calls.withdraw),
};

/** The fee inquiry's source of rows. */
export const feeList = fees.list(FEES_PAGE_KEY, feePageRequest, feesApi.page);

/**
 * A fee line with its ledger rows and disputes. While a dispute waits for the warehouse it refetches
 * every 3 s (only while shown and the browser tab is visible): the warehouse's answer raises no live
 * notice, as fee disputes have no to-do type (TODO_TYPE) the live channel could carry.
 */
export const useFeeDetail = (id: string | null) =>
  useQuery({
    queryKey: feeKeys.detail(id),
    queryFn: () => feesApi.detail(id!),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.disputes.some((d) => d.status === 'OPEN') ? 3_000 : false),
  });

/** Totals per currency of the list's current filters. */
export const useFeeTotals = (filters: Partial<FeeFilters>) =>
  useQuery({ queryKey: [...feeKeys.all, 'totals', filters], queryFn: () => feesApi.totals(filters) });

export const useFeeWarehouses = () =>
  useQuery({
    queryKey: [...feeKeys.all, 'warehouses'],
    queryFn: () => feesApi.warehouses(),
    staleTime: 300_000,
  });

export const useFeeCount = (request: FeeCountRequest) =>
  useQuery({ queryKey: [...feeKeys.all, 'count', request], queryFn: () => feesApi.count(request) });

/** A dispute opened or withdrawn: refreshes every list and detail of fees. */
export const useFeeChange = fees.useChange;
