import type { RouteObject } from 'react-router';
import { ROUTE_CODES } from '@oms/contracts';

export const storesRoutes: RouteObject[] = [
  {
    path: 'basic/storeManage',
    handle: { code: ROUTE_CODES['/basic/storeManage'] },
    lazy: async () => ({ Component: (await import('./pages/store-manage-page')).default }),
  },
];
