import type { RouteObject } from 'react-router';
import { pageRoute } from '@/shared/lib/page-route';

export const consigneesRoutes: RouteObject[] = [
  pageRoute('/basic/consigneeManage', () => import('./pages/consignee-manage-page')),
];

/** This feature's pages under the layout (app/feature-routes.tsx collects every feature's default). */
export default consigneesRoutes;
