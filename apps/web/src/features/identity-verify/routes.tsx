import type { RouteObject } from 'react-router';
import { pageRoute } from '@/shared/lib/page-route';

export const identityVerifyRoutes: RouteObject[] = [
  pageRoute('/clientCenter/identityVerify', () => import('./pages/identity-verify-page')),
];
