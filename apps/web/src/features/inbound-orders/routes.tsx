import type { RouteObject } from 'react-router';
import { INBOUND_DOCUMENT } from '@oms/contracts';
import { documentRoutes } from '@/shared/lib/page-route';

export const inboundOrdersRoutes: RouteObject[] = documentRoutes(INBOUND_DOCUMENT, {
  list: () => import('./pages/inbound-manage-page'),
  detail: () => import('./pages/inbound-detail-page'),
});

/** This feature's pages under the layout (app/feature-routes.tsx collects every feature's default). */
export default inboundOrdersRoutes;
