import { z } from 'zod';
import { defineEndpoints, INTEGRATION, INTEGRATION_BASE } from './endpoint';
import { decisionResult, integrationIdParams, rejectRequest } from './integration';
import { approveProductRequest, pendingProduct, productDetail } from './products';

/**
 * The product audit on the warehouse side (/open-api/warehouse/products/*): products of the tenant's
 * companies under review (any key of the tenant answers them, like certifications); approving records
 * what the warehouse measured.
 */
export const productReviewsEndpoints = defineEndpoints(
  'product-reviews',
  { base: `${INTEGRATION_BASE}/products`, tags: ['products'] },
  {
    pending: {
      method: 'GET',
      access: INTEGRATION,
      summary: "Products of the tenant's companies under review, oldest first (at most 200)",
      response: z.array(pendingProduct),
    },
    detail: {
      method: 'GET',
      path: '/:id',
      access: INTEGRATION,
      summary: 'One product with its forecast, images and timeline',
      params: integrationIdParams,
      response: productDetail,
    },
    approve: {
      path: '/:id/approve',
      access: INTEGRATION,
      summary: 'Pass a product under review with the actual weight (kg) and sizes (cm)',
      params: integrationIdParams,
      body: approveProductRequest,
      response: decisionResult,
    },
    reject: {
      path: '/:id/reject',
      access: INTEGRATION,
      summary: 'Reject a product under review with a reason; the company gets a to-do',
      params: integrationIdParams,
      body: rejectRequest,
      response: decisionResult,
    },
  },
);
