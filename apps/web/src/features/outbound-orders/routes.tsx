import type { RouteObject } from 'react-router';
import { OUTBOUND_DOCUMENT } from '@oms/contracts';
import { documentRoutes } from '@/shared/lib/page-route';

export const outboundOrdersRoutes: RouteObject[] = documentRoutes(OUTBOUND_DOCUMENT, {
  list: () => import('./pages/outbound-manage-page'),
  detail: () => import('./pages/outbound-detail-page'),
});

/** This feature's pages under the layout (app/feature-routes.tsx collects every feature's default). */
export default outboundOrdersRoutes;
