import type { RouteObject } from 'react-router';
import { pageRoute } from '@/shared/lib/page-route';

export const brandsRoutes: RouteObject[] = [
  pageRoute('/basic/brandManage', () => import('./pages/brand-manage-page')),
];
