import type { RouteObject } from 'react-router';
import { ROUTE_CODES } from '@oms/contracts';

export const brandsRoutes: RouteObject[] = [
  {
    path: 'basic/brandManage',
    handle: { code: ROUTE_CODES['/basic/brandManage'] },
    lazy: async () => ({ Component: (await import('./pages/brand-manage-page')).default }),
  },
];
