import type { RouteObject } from 'react-router';
import { pageRoute } from '@/shared/lib/page-route';

export const claimsRoutes: RouteObject[] = [
  pageRoute('/finance/compensationManage', () => import('./pages/claim-manage-page')),
  pageRoute('/finance/compensationManageDetail', () => import('./pages/claim-detail-page')),
];
