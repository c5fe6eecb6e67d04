import type { RouteObject } from 'react-router';
import { ROUTE_CODES } from '@oms/contracts';

export const identityVerifyRoutes: RouteObject[] = [
  {
    path: 'clientCenter/identityVerify',
    handle: { code: ROUTE_CODES['/clientCenter/identityVerify'] },
    lazy: async () => ({ Component: (await import('./pages/identity-verify-page')).default }),
  },
];
