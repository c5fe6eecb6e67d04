import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { rolesEndpoints, subAccountsEndpoints } from '@oms/contracts';
import { call, callers } from '@/shared/api/call';
import { createQueryKeys } from '@/shared/list-page';

// Every /api/sub-accounts/* call (all POST), its query key and its hook.

export const subAccountKeys = createQueryKeys('sub-accounts');
/** Role options belong to the roles domain; its page is not built yet. */
export const roleKeys = createQueryKeys('roles');

const calls = callers(subAccountsEndpoints);
export const subAccountsApi = {
  ...calls,
  detail: (id: string) => calls.detail({ id }),
  enable: (ids: string[]) => calls.enable({ ids }),
  disable: (ids: string[]) => calls.disable({ ids }),
  roleOptions: () => call(rolesEndpoints.options),
};

export const useRoleOptions = () =>
  useQuery({ queryKey: roleKeys.extra('options'), queryFn: subAccountsApi.roleOptions, staleTime: 60_000 });

export const useSubAccountDetail = (id: string | null) =>
  useQuery({
    queryKey: subAccountKeys.detail(id),
    queryFn: () => subAccountsApi.detail(id!),
    enabled: id !== null,
  });

/** A change refreshes every list and detail of the domain. */
const useChange = <T, R>(change: (body: T) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: T) => change(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subAccountKeys.all }),
  });
};

export const useCreateSubAccount = () => useChange(subAccountsApi.create);
export const useUpdateSubAccount = () => useChange(subAccountsApi.update);
export const useEnableSubAccounts = () => useChange(subAccountsApi.enable);
export const useDisableSubAccounts = () => useChange(subAccountsApi.disable);
export const useResetSubAccountPassword = () => useChange(subAccountsApi.resetPassword);
