import type { RouteObject } from 'react-router';
import { pageRoute } from '@/shared/lib/page-route';

export const rolesRoutes: RouteObject[] = [
  pageRoute('/clientCenter/roleManage', () => import('./pages/role-manage-page')),
];
