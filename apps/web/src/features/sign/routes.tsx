import type { RouteObject } from 'react-router';
import { SIGNING_DOCUMENT } from '@oms/contracts';
import { documentRoutes } from '@/shared/lib/page-route';

export const signRoutes: RouteObject[] = documentRoutes(SIGNING_DOCUMENT, {
  list: () => import('./pages/sign-page'),
});
