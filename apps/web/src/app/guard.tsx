import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Flex, Spin } from 'antd';
import { currentUserQueryOptions, loginPath } from '@/features/auth';
import { queryClient } from '@/shared/api/query-client';
import { topNoticeQueryOptions } from '@/shared/api/top-notice';
import { useSession } from '@/shared/stores/session-store';
import { PATHS } from '@/shared/paths';
import { routeCode } from './route-code';
import { useVersionCheck } from './version-check';

export const PageSpin = () => (
  <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
    <Spin size="large" />
  </Flex>
);

/** A token without stored menus is a broken session (specification §5): drop it; the guard then sends to login. */
const ClearSession = () => {
  useEffect(() => {
    useSession.getState().clear();
  }, []);
  return <PageSpin />;
};

/**
 * Starts the session's refresh (menus and permissions) while the portal's code is still loading (the
 * layout route's `lazy`), so the first portal page waits for one round trip less: `SignedIn` then
 * finds it under way. Only for a session the guard would let through.
 */
export const refreshSessionEarly = (client = queryClient) => {
  const { token, menus } = useSession.getState();
  if (token && menus !== null) {
    void client.prefetchQuery(currentUserQueryOptions(token));
    void client.prefetchQuery(topNoticeQueryOptions);
  }
};

/**
 * Refreshes menus and permissions once per page load, then checks the matched routes' codes. The
 * layout's notice bar is loaded alongside: shown after the page, it would push the page down under a
 * click already on its way (a button moved from under the pointer).
 */
const SignedIn = ({ token }: { token: string }) => {
  const current = useQuery(currentUserQueryOptions(token));
  const notice = useQuery(topNoticeQueryOptions);
  const permissions = useSession((s) => s.permissions);
  const matches = useMatches();
  // A failed refresh (offline, or a 401 whose dialog the client shows) falls back to the stored set.
  if (current.isPending || notice.isPending) return <PageSpin />;
  const denied = matches.some((m) => {
    const code = routeCode(m.handle);
    return code !== undefined && !permissions.includes(code);
  });
  if (denied) return <Navigate to={PATHS.notFound} replace />;
  return <Outlet />;
};

/**
 * The route guard of specification §4–§5 around every protected route: no token → login with a
 * redirect back; a token without stored menus → credentials cleared, login; otherwise the page opens
 * only when its auth code is in the permission set, else /404.
 */
export const RequireAuth = () => {
  const token = useSession((s) => s.token);
  const hasMenus = useSession((s) => s.menus !== null);
  const location = useLocation();
  useVersionCheck();
  if (!token) return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  if (!hasMenus) return <ClearSession />;
  return <SignedIn token={token} />;
};
