import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  accountSecurityEndpoints,
  type ChangePasswordRequest,
  type SecurityInfo,
  type SendSecurityCodeRequest,
} from '@oms/contracts';
import { callers } from '@/shared/api/call';
import { useChangeInto } from '@/shared/api/domain';
import { useSession } from '@/shared/stores/session-store';

// Every /api/account-security/* call (all POST), its query key and its hook.

const ROOT = ['account-security'] as const;

/** The one source of account security query keys; keyed by user, so a new sign-in never sees the last one's. */
export const accountSecurityKeys = {
  all: ROOT,
  info: (userId: string | null) => [...ROOT, 'info', userId] as const,
};

export const accountSecurityApi = callers(accountSecurityEndpoints);

export const useSecurityInfo = () => {
  const userId = useSession((s) => s.userId);
  return useQuery({ queryKey: accountSecurityKeys.info(userId), queryFn: () => accountSecurityApi.info() });
};

export const useSendSecurityCode = () =>
  useMutation({ mutationFn: (body: SendSecurityCodeRequest) => accountSecurityApi.sendCode(body) });

/** A bind answers the new info: it goes straight into the cache, then the key is refreshed anyway. */
const useBind = <T>(call: (body: T) => Promise<SecurityInfo>) =>
  useChangeInto(call, accountSecurityKeys.info(useSession((s) => s.userId)), accountSecurityKeys.all);

export const useBindPhone = () => useBind(accountSecurityApi.bindPhone);
export const useBindEmail = () => useBind(accountSecurityApi.bindEmail);

export const useChangePassword = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) => accountSecurityApi.changePassword(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountSecurityKeys.all }),
  });
};
