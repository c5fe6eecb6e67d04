import { useEffect, useState } from 'react';
import { useNavigate, useParams, type RouteObject } from 'react-router';
import type { MenuItem } from '@oms/contracts';
import { fakeApi as fakeAnyApi, type ApiHandler as Handler } from '@/test/fake-api';
import { renderRoutes } from '@/test/render-route';
import { useSession } from '@/shared/stores/session-store';
import { useAppStore } from '@/shared/stores/app-store';
import { useTagsStore } from '../tags-view/tags-store';
import AppLayout from '../layout';

const EMPTY_PAGE = { data: { records: [], total: 0, current: 1, size: 4 } };

/** What the shell calls on every page, answering "nothing yet" unless a test says otherwise. */
export const shellDefaults: Record<string, Handler> = {
  'homepage/topNotice': () => ({ data: null }),
  'homepage/bottomNotice': () => ({ data: null }),
  'homepage/unReadAnnouncementCount': () => ({ data: 0 }),
  'homepage/todoList': () => ({ data: [] }),
  'homepage/menuOrderCount': () => ({ data: [] }),
  'homepage/announcement': () => EMPTY_PAGE,
  'homepage/version': () => EMPTY_PAGE,
};

/** Replaces `fetch` with a fake API (test/fake-api.ts) that also answers the shell's calls. */
export const fakeApi = (handlers: Record<string, Handler>) => fakeAnyApi({ ...shellDefaults, ...handlers });

/** A page with its own state, to see whether the keep-alive kept it. */
const CounterPage = ({ name }: { name: string }) => {
  const [count, setCount] = useState(0);
  return (
    <button type="button" data-testid={`page-${name}`} onClick={() => setCount((c) => c + 1)}>
      {name}:{count}
    </button>
  );
};

/** The refresh helper's behaviour: straight back to the page. */
const Redirect = () => {
  const { '*': rest } = useParams();
  const navigate = useNavigate();
  useEffect(() => void navigate(`/${rest ?? ''}`, { replace: true }), [navigate, rest]);
  return null;
};

const page = (path: string, name: string): RouteObject => ({ path, element: <CounterPage name={name} /> });

export const menu = (over: Partial<MenuItem> & Pick<MenuItem, 'routePath' | 'menuName'>): MenuItem => ({
  menuNameEn: over.menuName,
  permission: 'OMS_HOME',
  count: 0,
  isFrame: false,
  outLink: null,
  hidden: false,
  children: [],
  ...over,
});

export const signedIn = (menus: MenuItem[] = []) => {
  localStorage.clear();
  sessionStorage.clear();
  useTagsStore.getState().reset();
  useAppStore.setState({ language: 'zh', sidebarOpened: true, mobile: false, size: 'small' });
  // No token: the live channel stays closed in these tests.
  useSession.setState({
    token: null,
    userId: 'u1',
    userInfo: { userName: 'Demo', accountName: 'demo', customerType: 1, userId: 'u1' },
    companyName: 'Demo Co',
    menus,
    permissions: ['OMS_HOME'],
  });
};

/** The real layout around counter pages in a memory router, as the app mounts it. */
export const renderLayout = (initialPath = '/dashboard/home') =>
  renderRoutes(
    [
      { path: '/login', element: <p>login page</p> },
      {
        path: '/',
        element: <AppLayout />,
        children: [
          page('dashboard/home', 'home'),
          page('basic/productManage', 'products'),
          page('basic/brandManage', 'brands'),
          page('order/outWarehouse', 'outbound'),
          { path: 'redirect/*', element: <Redirect /> },
        ],
      },
    ],
    initialPath,
  );
