import type { RouteObject } from 'react-router';
import { pageRoute } from '@/shared/lib/page-route';

export const overReceiptsRoutes: RouteObject[] = [
  pageRoute('/order/inboundOverchargeManage', () => import('./pages/over-receipt-manage-page')),
  pageRoute('/order/inboundOverchargeManageDetail', () => import('./pages/over-receipt-detail-page')),
];
