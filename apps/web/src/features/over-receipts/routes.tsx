import type { RouteObject } from 'react-router';
import { OVER_RECEIPT_DOCUMENT } from '@oms/contracts';
import { documentRoutes } from '@/shared/lib/page-route';

export const overReceiptsRoutes: RouteObject[] = documentRoutes(OVER_RECEIPT_DOCUMENT, {
  list: () => import('./pages/over-receipt-manage-page'),
  detail: () => import('./pages/over-receipt-detail-page'),
});

/** This feature's pages under the layout (app/feature-routes.tsx collects every feature's default). */
export default overReceiptsRoutes;
