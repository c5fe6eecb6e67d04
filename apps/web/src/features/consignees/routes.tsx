import type { RouteObject } from 'react-router';
import { ROUTE_CODES } from '@oms/contracts';

export const consigneesRoutes: RouteObject[] = [
  {
    path: 'basic/consigneeManage',
    handle: { code: ROUTE_CODES['/basic/consigneeManage'] },
    lazy: async () => ({ Component: (await import('./pages/consignee-manage-page')).default }),
  },
];
