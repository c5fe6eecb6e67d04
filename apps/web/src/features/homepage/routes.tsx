import type { RouteObject } from 'react-router';
import { ROUTE_CODES } from '@oms/contracts';

export const homepageRoutes: RouteObject[] = [
  {
    path: 'dashboard/home',
    handle: { code: ROUTE_CODES['/dashboard/home'], affix: true },
    lazy: async () => ({ Component: (await import('./pages/home-page')).default }),
  },
];
