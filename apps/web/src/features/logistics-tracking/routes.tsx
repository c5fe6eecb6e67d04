import type { RouteObject } from 'react-router';
import { pageRoute } from '@/shared/lib/page-route';

/** Logistics tracking. */
export const logisticsTrackingRoutes: RouteObject[] = [
  pageRoute('/printOrderManage/logisticsTracking', () => import('./pages/logistics-tracking-page')),
];

/** This feature's pages under the layout (app/feature-routes.tsx collects every feature's default). */
export default logisticsTrackingRoutes;
