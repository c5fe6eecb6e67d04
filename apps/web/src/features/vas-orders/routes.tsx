import type { RouteObject } from 'react-router';
import { VAS_DOCUMENT } from '@oms/contracts';
import { documentRoutes } from '@/shared/lib/page-route';

export const vasOrdersRoutes: RouteObject[] = documentRoutes(VAS_DOCUMENT, {
  list: () => import('./pages/vas-manage-page'),
  detail: () => import('./pages/vas-detail-page'),
});

/** This feature's pages under the layout (app/feature-routes.tsx collects every feature's default). */
export default vasOrdersRoutes;
