import { useQuery } from '@tanstack/react-query';
import {
  financeEndpoints,
  paymentEndpoints,
  RECHARGE_PAGE_KEY,
  rechargePageRequest,
  rechargesEndpoints,
  TODO_TYPE,
} from '@oms/contracts';
import { call, callers } from '@/shared/api/call';
import { byId, defineDomain } from '@/shared/api/domain';

// Every /api/recharges/* call, the public /api/pay/* calls, and the accounts the recharge page shows.

const recharges = defineDomain('recharges', rechargesEndpoints, { live: [TODO_TYPE.recharge] });
export const rechargeKeys = recharges.keys;
export const rechargesApi = {
  ...recharges.calls,
  detail: byId(recharges.calls.detail),
  cancel: byId(recharges.calls.cancel),
};
export const paymentsApi = callers(paymentEndpoints);

/** The list page's source of rows. */
export const rechargeList = recharges.list(RECHARGE_PAGE_KEY, rechargePageRequest, rechargesApi.page);
export const useRechargeDetail = (id: string | null) => recharges.useDetail(rechargesApi.detail, id);
/** A change of recharges: refreshes every list and detail of the domain (the accounts are among them). */
export const useRechargeChange = recharges.useChange;

/** The company's RMB and USD accounts (refreshed with the domain: a live recharge notice re-reads them). */
export const useAccounts = (enabled = true) =>
  useQuery({
    queryKey: rechargeKeys.extra('accounts'),
    queryFn: () => call(financeEndpoints.accounts),
    enabled,
  });

export const useReceivingAccounts = () =>
  useQuery({ queryKey: rechargeKeys.extra('receiving'), queryFn: () => rechargesApi.receivingAccounts() });

export const usePayerAccounts = () =>
  useQuery({ queryKey: rechargeKeys.extra('payers'), queryFn: () => rechargesApi.payerAccounts() });
