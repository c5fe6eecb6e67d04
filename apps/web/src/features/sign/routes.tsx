import type { RouteObject } from 'react-router';
import { SIGNING_DOCUMENT } from '@oms/contracts';
import { documentRoutes } from '@/shared/lib/page-route';

export const signRoutes: RouteObject[] = documentRoutes(SIGNING_DOCUMENT, {
  list: () => import('./pages/sign-page'),
});

/** This feature's pages under the layout (app/feature-routes.tsx collects every feature's default). */
export default signRoutes;
