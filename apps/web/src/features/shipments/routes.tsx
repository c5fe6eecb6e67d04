import type { RouteObject } from 'react-router';
import { pageRoute } from '@/shared/lib/page-route';

/** The shipments list and one parcel's detail. */
export const shipmentsRoutes: RouteObject[] = [
  pageRoute('/order/shipmentManage', () => import('./pages/shipment-manage-page')),
  pageRoute('/order/shipmentManageDetail', () => import('./pages/shipment-detail-page')),
];

/** This feature's pages under the layout (app/feature-routes.tsx collects every feature's default). */
export default shipmentsRoutes;
