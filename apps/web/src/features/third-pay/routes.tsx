import type { RouteObject } from 'react-router';
import { ROUTE_CODES } from '@oms/contracts';

export const thirdPayRoutes: RouteObject[] = [
  {
    path: 'basic/thirdPayManage',
    handle: { code: ROUTE_CODES['/basic/thirdPayManage'] },
    lazy: async () => ({ Component: (await import('./pages/third-pay-manage-page')).default }),
  },
];
