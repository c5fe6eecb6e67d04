import type { RouteObject } from 'react-router';
import { ROUTE_CODES } from '@oms/contracts';

export const combinationsRoutes: RouteObject[] = [
  {
    path: 'basic/combinationManage',
    handle: { code: ROUTE_CODES['/basic/combinationManage'] },
    lazy: async () => ({ Component: (await import('./pages/combination-manage-page')).default }),
  },
  {
    path: 'basic/combinationDetail',
    handle: { code: ROUTE_CODES['/basic/combinationDetail'] },
    lazy: async () => ({ Component: (await import('./pages/combination-detail-page')).default }),
  },
];
