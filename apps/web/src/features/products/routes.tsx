import type { RouteObject } from 'react-router';
import { ROUTE_CODES } from '@oms/contracts';

export const productsRoutes: RouteObject[] = [
  {
    path: 'basic/productManage',
    handle: { code: ROUTE_CODES['/basic/productManage'] },
    lazy: async () => ({ Component: (await import('./pages/product-manage-page')).default }),
  },
  {
    path: 'basic/productDetail',
    handle: { code: ROUTE_CODES['/basic/productDetail'] },
    lazy: async () => ({ Component: (await import('./pages/product-detail-page')).default }),
  },
];
