import type { RouteObject } from 'react-router';
import { pageRoute } from '@/shared/lib/page-route';

export const rolesRoutes: RouteObject[] = [
  pageRoute('/clientCenter/roleManage', () => import('./pages/role-manage-page')),
];

/** This feature's pages under the layout (app/feature-routes.tsx collects every feature's default). */
export default rolesRoutes;
