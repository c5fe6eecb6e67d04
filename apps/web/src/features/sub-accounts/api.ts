import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BatchResult,
  CreateSubAccountRequest,
  PageResult,
  ResetSubAccountPasswordRequest,
  RoleOption,
  SubAccount,
  SubAccountDetail,
  SubAccountPageRequest,
  UpdateSubAccountRequest,
} from '@oms/contracts';
import { request } from '../../shared/api/client';
import { createQueryKeys } from '../../shared/list-page';

// Every /api/sub-accounts/* call (all POST), its query key and its hook.

export const subAccountKeys = createQueryKeys('sub-accounts');
/** Role options belong to the roles domain; its page is not built yet. */
export const roleKeys = createQueryKeys('roles');

export const subAccountsApi = {
  page: (body: SubAccountPageRequest) => request<PageResult<SubAccount>>('sub-accounts/page', body),
  detail: (id: string) => request<SubAccountDetail>('sub-accounts/detail', { id }),
  create: (body: CreateSubAccountRequest) => request<SubAccount>('sub-accounts/create', body),
  update: (body: UpdateSubAccountRequest) => request<SubAccount>('sub-accounts/update', body),
  enable: (ids: string[]) => request<BatchResult>('sub-accounts/enable', { ids }),
  disable: (ids: string[]) => request<BatchResult>('sub-accounts/disable', { ids }),
  resetPassword: (body: ResetSubAccountPasswordRequest) => request<null>('sub-accounts/resetPassword', body),
  roleOptions: () => request<RoleOption[]>('roles/options'),
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
const useChange = <T, R>(call: (body: T) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subAccountKeys.all }),
  });
};

export const useCreateSubAccount = () => useChange(subAccountsApi.create);
export const useUpdateSubAccount = () => useChange(subAccountsApi.update);
export const useEnableSubAccounts = () => useChange(subAccountsApi.enable);
export const useDisableSubAccounts = () => useChange(subAccountsApi.disable);
export const useResetSubAccountPassword = () => useChange(subAccountsApi.resetPassword);
