import type { RouteObject } from 'react-router';
import { pageRoute } from '@/shared/lib/page-route';

export const statementsRoutes: RouteObject[] = [
  pageRoute('/finance/mothAccountManage', () => import('./pages/statements-page')),
];

/** This feature's pages under the layout (app/feature-routes.tsx collects every feature's default). */
export default statementsRoutes;
