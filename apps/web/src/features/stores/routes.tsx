import type { RouteObject } from 'react-router';
import { pageRoute } from '@/shared/lib/page-route';

export const storesRoutes: RouteObject[] = [
  pageRoute('/basic/storeManage', () => import('./pages/store-manage-page')),
];

/** This feature's pages under the layout (app/feature-routes.tsx collects every feature's default). */
export default storesRoutes;
