import type { RouteObject } from 'react-router';
import { pageRoute } from '@/shared/lib/page-route';

export const signRoutes: RouteObject[] = [pageRoute('/clientCenter/sign', () => import('./pages/sign-page'))];
