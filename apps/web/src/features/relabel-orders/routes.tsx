import type { RouteObject } from 'react-router';
import { RELABEL_DOCUMENT } from '@oms/contracts';
import { documentRoutes } from '@/shared/lib/page-route';

export const relabelOrdersRoutes: RouteObject[] = documentRoutes(RELABEL_DOCUMENT, {
  list: () => import('./pages/relabel-manage-page'),
  detail: () => import('./pages/relabel-detail-page'),
});

/** This feature's pages under the layout (app/feature-routes.tsx collects every feature's default). */
export default relabelOrdersRoutes;
