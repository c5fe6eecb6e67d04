import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  authEndpoints,
  LIMITS,
  type CurrentUser,
  type LoginRequest,
  type RegRequest,
  type SendRegVerifyCodeRequest,
} from '@oms/contracts';
import { call } from '@/shared/api/call';
import { useSession } from '@/shared/stores/session-store';

export const authKeys = {
  all: ['auth'] as const,
  captcha: () => [...authKeys.all, 'captcha'] as const,
  /** Keyed by token: a new sign-in in the same page load fetches its own user. */
  current: (token: string | null) => [...authKeys.all, 'current', token] as const,
};

// Calls of the public pages are quiet: no session exists, so a 401/1000 answer (e.g. a wrong
// password) is an inline error on the form, never the client's "login expired" dialog.
export const fetchCaptcha = () => call(authEndpoints.generateImgVerifyCode, undefined, { quiet: true });
export const login = (body: LoginRequest) => call(authEndpoints.login, body, { quiet: true });
export const sendRegVerifyCode = (body: SendRegVerifyCodeRequest) =>
  call(authEndpoints.sendRegVerifyCode, body, { quiet: true });
export const register = (body: RegRequest) => call(authEndpoints.reg, body, { quiet: true });
export const fetchCurrentUser = () => call(authEndpoints.current);

/** The signed-in user, fetched once per page load; its menus and permissions go to the session store. */
export const currentUserQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: authKeys.current(token),
    queryFn: async () => {
      const current = await fetchCurrentUser();
      useSession.getState().setCurrent(current);
      return current;
    },
    enabled: Boolean(token),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

/** The image captcha; it expires on the server after a few minutes, so it renews itself before that. */
export const useCaptcha = (enabled: boolean) =>
  useQuery({
    queryKey: authKeys.captcha(),
    queryFn: fetchCaptcha,
    enabled,
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchInterval: Math.max(LIMITS.captchaTtlSeconds - 15, 30) * 1000,
  });

/** Signs in, stores the session, then loads menus and permissions before the first protected page. */
export const useSignIn = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LoginRequest): Promise<CurrentUser> => {
      const session = await login(body);
      useSession.getState().signIn(session);
      try {
        return await queryClient.fetchQuery(currentUserQueryOptions(session.token));
      } catch (err) {
        useSession.getState().clear();
        throw err;
      }
    },
  });
};

export const useSendRegVerifyCode = () => useMutation({ mutationFn: sendRegVerifyCode });
export const useRegister = () => useMutation({ mutationFn: register });
