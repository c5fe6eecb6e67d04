import type { RouteObject } from 'react-router';
import { pageRoute } from '@/shared/lib/page-route';

export const statementsRoutes: RouteObject[] = [
  pageRoute('/finance/mothAccountManage', () => import('./pages/statements-page')),
];
