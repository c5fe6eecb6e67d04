import type { RouteObject } from 'react-router';
import { RESERVATION_DOCUMENT } from '@oms/contracts';
import { documentRoutes } from '@/shared/lib/page-route';

export const reservationsRoutes: RouteObject[] = documentRoutes(RESERVATION_DOCUMENT, {
  list: () => import('./pages/reservation-manage-page'),
  detail: () => import('./pages/reservation-detail-page'),
  more: [() => import('./pages/reservation-create-page')],
});

/** This feature's pages under the layout (app/feature-routes.tsx collects every feature's default). */
export default reservationsRoutes;
