import type { RouteObject } from 'react-router';
import { pageRoute } from '@/shared/lib/page-route';

export const accountSecurityRoutes: RouteObject[] = [
  pageRoute('/clientCenter/accountSafety', () => import('./pages/account-safety-page')),
];

/** This feature's pages under the layout (app/feature-routes.tsx collects every feature's default). */
export default accountSecurityRoutes;
