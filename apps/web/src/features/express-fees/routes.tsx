import type { RouteObject } from 'react-router';
import { pageRoute } from '@/shared/lib/page-route';

/** The express fee trial. */
export const expressFeesRoutes: RouteObject[] = [
  pageRoute('/finance/expressFeeCount', () => import('./pages/express-fee-page')),
];

/** This feature's pages under the layout (app/feature-routes.tsx collects every feature's default). */
export default expressFeesRoutes;
