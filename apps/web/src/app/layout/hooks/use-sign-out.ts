import { App } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { authEndpoints } from '@oms/contracts';
import { loginPath } from '@/features/auth';
import { call } from '@/shared/api/call';
import { ApiError } from '@/shared/api/client';
import { useSession } from '@/shared/stores/session-store';
import { useTagsStore } from '../tags-view/tags-store';

/**
 * `POST user/loginOut?accountName&userId` (spec §7): code 0 clears the session, the tabs and every
 * cached answer and goes to /login; any other answer shows the server's message and stays.
 * Like the reference layout (and the guard, which reacts to the cleared token at the same moment),
 * the login page gets the current page as its redirect, so both navigations agree.
 */
export const useSignOut = () => {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();

  return async () => {
    const { userInfo, userId } = useSession.getState();
    try {
      await call(authEndpoints.loginOut, undefined, {
        query: { accountName: userInfo?.accountName, userId: userId ?? userInfo?.userId },
        quiet: true,
      });
    } catch (err) {
      // A network failure has already been toasted by the client.
      if (err instanceof ApiError && err.code > 0) void message.error(err.message);
      return;
    }
    useSession.getState().clear();
    useTagsStore.getState().reset();
    await navigate(loginPath(location.pathname + location.search), { replace: true });
    queryClient.removeQueries();
  };
};
