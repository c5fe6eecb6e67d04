import type { RouteObject } from 'react-router';
import { ROUTE_CODES } from '@oms/contracts';

export const subAccountsRoutes: RouteObject[] = [
  {
    path: 'clientCenter/accountManage',
    handle: { code: ROUTE_CODES['/clientCenter/accountManage'] },
    lazy: async () => ({ Component: (await import('./pages/account-manage-page')).default }),
  },
];
