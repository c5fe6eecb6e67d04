import type { RouteObject } from 'react-router';
import { RETURN_DOCUMENT } from '@oms/contracts';
import { documentRoutes } from '@/shared/lib/page-route';

export const returnOrdersRoutes: RouteObject[] = documentRoutes(RETURN_DOCUMENT, {
  list: () => import('./pages/return-manage-page'),
  detail: () => import('./pages/return-detail-page'),
});

/** This feature's pages under the layout (app/feature-routes.tsx collects every feature's default). */
export default returnOrdersRoutes;
