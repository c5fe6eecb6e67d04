import type { RouteObject } from 'react-router';
import { pageRoute } from '@/shared/lib/page-route';

export const homepageRoutes: RouteObject[] = [
  pageRoute('/dashboard/home', () => import('./pages/home-page'), { affix: true }),
];
