import type { RouteObject } from 'react-router';
import { pageRoute } from '@/shared/lib/page-route';

export const homepageRoutes: RouteObject[] = [
  pageRoute('/dashboard/home', () => import('./pages/home-page'), { affix: true }),
];

/** This feature's pages under the layout (app/feature-routes.tsx collects every feature's default). */
export default homepageRoutes;
