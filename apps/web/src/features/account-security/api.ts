import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  accountSecurityEndpoints,
  myAccountEndpoints,
  type ChangePasswordRequest,
  type SecurityInfo,
  type SendSecurityCodeRequest,
  type UpdateMyProfileRequest,
} from '@oms/contracts';
import { callers } from '@/shared/api/call';
import { useChangeInto } from '@/shared/api/domain';
import { useSession } from '@/shared/stores/session-store';

// Every /api/account-security/* and /api/my-account/* call (all POST), its query key and its hook.

const ROOT = ['account-security'] as const;

/** The one source of account security query keys; keyed by user, so a new sign-in never sees the last one's. */
export const accountSecurityKeys = {
  all: ROOT,
  info: (userId: string | null) => [...ROOT, 'info', userId] as const,
  mine: (userId: string | null) => [...ROOT, 'mine', userId] as const,
};

export const accountSecurityApi = callers(accountSecurityEndpoints);
export const myAccountApi = callers(myAccountEndpoints);

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

const usePasswordChange = (change: typeof accountSecurityApi.changePassword) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) => change(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountSecurityKeys.all }),
  });
};

/** The account security page's change (needs its edit code). */
export const useChangePassword = () => usePasswordChange(accountSecurityApi.changePassword);

/** "My account": the same change for any signed-in user. */
export const useChangeOwnPassword = () => usePasswordChange(myAccountApi.changePassword);
export type PasswordChange = ReturnType<typeof useChangePassword>;

/** "My account": the caller's name, masked phone and e-mail (no permission code needed). */
export const useMyAccount = () => {
  const userId = useSession((s) => s.userId);
  return useQuery({ queryKey: accountSecurityKeys.mine(userId), queryFn: () => myAccountApi.info() });
};

export const useUpdateMyProfile = () =>
  useChangeInto(
    (body: UpdateMyProfileRequest) => myAccountApi.updateProfile(body),
    accountSecurityKeys.mine(useSession((s) => s.userId)),
    accountSecurityKeys.all,
  );
