import { useQuery } from '@tanstack/react-query';
import {
  SUB_ACCOUNT_PAGE_KEY,
  subAccountPageRequest,
  rolesEndpoints,
  subAccountsEndpoints,
} from '@oms/contracts';
import { call } from '@/shared/api/call';
import { byId, byIds, defineDomain } from '@/shared/api/domain';
import { createQueryKeys } from '@/shared/list-page';

// Every /api/sub-accounts/* call (all POST), its query key and its hook.

const subAccounts = defineDomain('sub-accounts', subAccountsEndpoints);
export const subAccountKeys = subAccounts.keys;
/** Role options belong to the roles domain. */
export const roleKeys = createQueryKeys('roles');

export const subAccountsApi = {
  ...subAccounts.calls,
  detail: byId(subAccounts.calls.detail),
  enable: byIds(subAccounts.calls.enable),
  disable: byIds(subAccounts.calls.disable),
  roleOptions: () => call(rolesEndpoints.options),
};
/** The list page's source of rows. */
export const subAccountList = subAccounts.list(
  SUB_ACCOUNT_PAGE_KEY,
  subAccountPageRequest,
  subAccountsApi.page,
);

export const useRoleOptions = () =>
  useQuery({ queryKey: roleKeys.extra('options'), queryFn: subAccountsApi.roleOptions, staleTime: 60_000 });

export const useSubAccountDetail = (id: string | null) => subAccounts.useDetail(subAccountsApi.detail, id);
/** A change of accounts: refreshes every list and detail of the domain. */
export const useSubAccountChange = subAccounts.useChange;
