import { Navigate, type RouteObject } from 'react-router';
import { ROUTE_CODES } from '@oms/contracts';
import { lazyPage, pageRoute } from '@/shared/lib/page-route';

/** The file center and the download center, inside the layout. */
export const filesRoutes: RouteObject[] = [
  {
    path: 'fileManage',
    handle: { code: ROUTE_CODES['/fileManage/list'] },
    // /fileManage opens its only page (specification §2).
    element: <Navigate to="/fileManage/list" replace />,
  },
  pageRoute('/fileManage/list', () => import('./pages/file-center-page')),
  pageRoute('/clientCenter/download', () => import('./pages/downloads-page')),
];

/** /templateList: public (specification §2), outside the layout and the session guard. */
export const TEMPLATE_LIST_PATH = '/templateList';
export const templateListRoute: RouteObject = {
  path: TEMPLATE_LIST_PATH,
  lazy: lazyPage(() => import('./pages/template-list-page')),
};

/** This feature's pages under the layout (app/feature-routes.tsx collects every feature's default). */
export default filesRoutes;
