import type { RouteObject } from 'react-router';
import { pageRoute } from '@/shared/lib/page-route';

export const productsRoutes: RouteObject[] = [
  pageRoute('/basic/productManage', () => import('./pages/product-manage-page')),
  pageRoute('/basic/productDetail', () => import('./pages/product-detail-page')),
];
