import type { RouteObject } from 'react-router';
import { pageRoute } from '@/shared/lib/page-route';

export const combinationsRoutes: RouteObject[] = [
  pageRoute('/basic/combinationManage', () => import('./pages/combination-manage-page')),
  pageRoute('/basic/combinationDetail', () => import('./pages/combination-detail-page')),
];

/** This feature's pages under the layout (app/feature-routes.tsx collects every feature's default). */
export default combinationsRoutes;
