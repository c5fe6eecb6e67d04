import type { RouteObject } from 'react-router';
import { pageRoute } from '@/shared/lib/page-route';

/** Fee inquiry, its detail, and fee statistics. */
export const feesRoutes: RouteObject[] = [
  pageRoute('/finance/feeInquiry', () => import('./pages/fee-inquiry-page')),
  pageRoute('/finance/feeInquiryDetail', () => import('./pages/fee-detail-page')),
  pageRoute('/finance/feeCount', () => import('./pages/fee-count-page')),
];

/** This feature's pages under the layout (app/feature-routes.tsx collects every feature's default). */
export default feesRoutes;
