import type { RouteObject } from 'react-router';
import { PAY_PATH, PAY_RESULT_PATH, RECHARGE_DOCUMENT } from '@oms/contracts';
import { documentRoutes, lazyPage, pageRoute } from '@/shared/lib/page-route';

/** The recharge pages, inside the layout. */
export const rechargesRoutes: RouteObject[] = [
  pageRoute('/finance/recharge', () => import('./pages/recharge-page')),
  ...documentRoutes(RECHARGE_DOCUMENT, {
    list: () => import('./pages/recharge-manage-page'),
    detail: () => import('./pages/recharge-detail-page'),
  }),
];

/** /pay and /payResult: public (by the payment's token), outside the layout and the session guard. */
export const paymentRoutes: RouteObject[] = [
  { path: PAY_PATH, lazy: lazyPage(() => import('./pages/pay-page')) },
  { path: PAY_RESULT_PATH, lazy: lazyPage(() => import('./pages/pay-result-page')) },
];

/** This feature's pages under the layout (app/feature-routes.tsx collects every feature's default). */
export default rechargesRoutes;
