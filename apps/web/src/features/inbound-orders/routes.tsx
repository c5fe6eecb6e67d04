import type { RouteObject } from 'react-router';
import { pageRoute } from '@/shared/lib/page-route';

export const inboundOrdersRoutes: RouteObject[] = [
  pageRoute('/order/warehousManage', () => import('./pages/inbound-manage-page')),
  pageRoute('/order/warehousDetail', () => import('./pages/inbound-detail-page')),
];
