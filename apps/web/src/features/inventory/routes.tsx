import type { RouteObject } from 'react-router';
import { pageRoute } from '@/shared/lib/page-route';

/** The stock list (with the ageing report) and one balance's detail. */
export const inventoryRoutes: RouteObject[] = [
  pageRoute('/order/stock', () => import('./pages/stock-page')),
  pageRoute('/order/stockDetail', () => import('./pages/stock-detail-page')),
];

/** This feature's pages under the layout (app/feature-routes.tsx collects every feature's default). */
export default inventoryRoutes;
