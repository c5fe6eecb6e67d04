import type { RouteObject } from 'react-router';
import { pageRoute } from '@/shared/lib/page-route';

export const thirdPayRoutes: RouteObject[] = [
  pageRoute('/basic/thirdPayManage', () => import('./pages/third-pay-manage-page')),
];
