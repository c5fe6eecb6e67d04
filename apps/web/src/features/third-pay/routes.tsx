import type { RouteObject } from 'react-router';
import { pageRoute } from '@/shared/lib/page-route';

export const thirdPayRoutes: RouteObject[] = [
  pageRoute('/basic/thirdPayManage', () => import('./pages/third-pay-manage-page')),
];

/** This feature's pages under the layout (app/feature-routes.tsx collects every feature's default). */
export default thirdPayRoutes;
