import type { RouteObject } from 'react-router';
import { PRODUCT_DOCUMENT } from '@oms/contracts';
import { documentRoutes } from '@/shared/lib/page-route';

export const productsRoutes: RouteObject[] = documentRoutes(PRODUCT_DOCUMENT, {
  list: () => import('./pages/product-manage-page'),
  detail: () => import('./pages/product-detail-page'),
});

/** This feature's pages under the layout (app/feature-routes.tsx collects every feature's default). */
export default productsRoutes;
