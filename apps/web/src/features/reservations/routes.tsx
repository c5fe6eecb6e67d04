import type { RouteObject } from 'react-router';
import { pageRoute } from '@/shared/lib/page-route';

export const reservationsRoutes: RouteObject[] = [
  pageRoute('/order/warehousReserve', () => import('./pages/reservation-manage-page')),
  pageRoute('/order/warehousReserveDetail', () => import('./pages/reservation-detail-page')),
  pageRoute('/order/warehousReserveCreat', () => import('./pages/reservation-create-page')),
];
