import type { RouteObject } from 'react-router';
import { pageRoute } from '@/shared/lib/page-route';

export const containersRoutes: RouteObject[] = [
  pageRoute('/order/containerTrack', () => import('./pages/container-track-page')),
  pageRoute('/order/containerTrackDetail', () => import('./pages/container-detail-page')),
];

/** This feature's pages under the layout (app/feature-routes.tsx collects every feature's default). */
export default containersRoutes;
