import { Navigate, type RouteObject } from 'react-router';
import { ROUTE_CODES } from '@oms/contracts';

/** The file center and the download center, inside the layout. */
export const filesRoutes: RouteObject[] = [
  {
    path: 'fileManage',
    handle: { code: ROUTE_CODES['/fileManage/list'] },
    // /fileManage opens its only page (specification §2).
    element: <Navigate to="/fileManage/list" replace />,
  },
  {
    path: 'fileManage/list',
    handle: { code: ROUTE_CODES['/fileManage/list'] },
    lazy: async () => ({ Component: (await import('./pages/file-center-page')).default }),
  },
  {
    path: 'clientCenter/download',
    handle: { code: ROUTE_CODES['/clientCenter/download'] },
    lazy: async () => ({ Component: (await import('./pages/downloads-page')).default }),
  },
];

/** /templateList: public (specification §2), outside the layout and the session guard. */
export const TEMPLATE_LIST_PATH = '/templateList';
export const templateListRoute: RouteObject = {
  path: TEMPLATE_LIST_PATH,
  lazy: async () => ({ Component: (await import('./pages/template-list-page')).default }),
};
