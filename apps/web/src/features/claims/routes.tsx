import type { RouteObject } from 'react-router';
import { CLAIM_DOCUMENT } from '@oms/contracts';
import { documentRoutes } from '@/shared/lib/page-route';

export const claimsRoutes: RouteObject[] = documentRoutes(CLAIM_DOCUMENT, {
  list: () => import('./pages/claim-manage-page'),
  detail: () => import('./pages/claim-detail-page'),
});

/** This feature's pages under the layout (app/feature-routes.tsx collects every feature's default). */
export default claimsRoutes;
