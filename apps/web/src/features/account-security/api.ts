import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BindEmailRequest,
  BindPhoneRequest,
  ChangePasswordRequest,
  ChangePasswordResponse,
  SecurityInfo,
  SendSecurityCodeRequest,
} from '@oms/contracts';
import { request } from '../../shared/api/client';
import { useSession } from '../../shared/stores/session-store';

// Every /api/account-security/* call (all POST), its query key and its hook.

const ROOT = ['account-security'] as const;

/** The one source of account security query keys; keyed by user, so a new sign-in never sees the last one's. */
export const accountSecurityKeys = {
  all: ROOT,
  info: (userId: string | null) => [...ROOT, 'info', userId] as const,
};

export const accountSecurityApi = {
  info: () => request<SecurityInfo>('account-security/info'),
  sendCode: (body: SendSecurityCodeRequest) =>
    request<{ resendAfterSeconds: number }>('account-security/sendCode', body),
  bindPhone: (body: BindPhoneRequest) => request<SecurityInfo>('account-security/bindPhone', body),
  bindEmail: (body: BindEmailRequest) => request<SecurityInfo>('account-security/bindEmail', body),
  changePassword: (body: ChangePasswordRequest) =>
    request<ChangePasswordResponse>('account-security/changePassword', body),
};

export const useSecurityInfo = () => {
  const userId = useSession((s) => s.userId);
  return useQuery({ queryKey: accountSecurityKeys.info(userId), queryFn: accountSecurityApi.info });
};

export const useSendSecurityCode = () => useMutation({ mutationFn: accountSecurityApi.sendCode });

/** A bind answers the new info: it goes straight into the cache, then the key is refreshed anyway. */
const useBind = <T>(call: (body: T) => Promise<SecurityInfo>) => {
  const queryClient = useQueryClient();
  const userId = useSession((s) => s.userId);
  return useMutation({
    mutationFn: call,
    onSuccess: (info) => {
      queryClient.setQueryData(accountSecurityKeys.info(userId), info);
      void queryClient.invalidateQueries({ queryKey: accountSecurityKeys.all });
    },
  });
};

export const useBindPhone = () => useBind(accountSecurityApi.bindPhone);
export const useBindEmail = () => useBind(accountSecurityApi.bindEmail);

export const useChangePassword = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: accountSecurityApi.changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountSecurityKeys.all }),
  });
};
