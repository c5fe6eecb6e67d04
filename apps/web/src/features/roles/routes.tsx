import type { RouteObject } from 'react-router';
import { ROUTE_CODES } from '@oms/contracts';

export const rolesRoutes: RouteObject[] = [
  {
    path: 'clientCenter/roleManage',
    handle: { code: ROUTE_CODES['/clientCenter/roleManage'] },
    lazy: async () => ({ Component: (await import('./pages/role-manage-page')).default }),
  },
];
