import type { RouteObject } from 'react-router';
import { ROUTE_CODES } from '@oms/contracts';

export const accountSecurityRoutes: RouteObject[] = [
  {
    path: 'clientCenter/accountSafety',
    handle: { code: ROUTE_CODES['/clientCenter/accountSafety'] },
    lazy: async () => ({ Component: (await import('./pages/account-safety-page')).default }),
  },
];
