import type { RouteObject } from 'react-router';
import { CERTIFICATION_DOCUMENT } from '@oms/contracts';
import { documentRoutes } from '@/shared/lib/page-route';

export const identityVerifyRoutes: RouteObject[] = documentRoutes(CERTIFICATION_DOCUMENT, {
  list: () => import('./pages/identity-verify-page'),
});

/** This feature's pages under the layout (app/feature-routes.tsx collects every feature's default). */
export default identityVerifyRoutes;
