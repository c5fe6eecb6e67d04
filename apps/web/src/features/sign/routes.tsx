import type { RouteObject } from 'react-router';
import { ROUTE_CODES } from '@oms/contracts';

export const signRoutes: RouteObject[] = [
  {
    path: 'clientCenter/sign',
    handle: { code: ROUTE_CODES['/clientCenter/sign'] },
    lazy: async () => ({ Component: (await import('./pages/sign-page')).default }),
  },
];
