import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  approveProductRequest,
  decisionResult,
  integrationIdParams,
  pendingProduct,
  productDetail,
  rejectRequest,
} from '@oms/contracts';
import { ok } from '../../lib/reply';
import { integrationOf } from './integration.hooks';
import { meta, postHeaders, readResponses, writeResponses } from './integration.schemas';

/**
 * The product audit on the warehouse side: products of the tenant's companies under review (any key
 * of the tenant answers them, like certifications); approving records what the warehouse measured.
 */
export const productReviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { products } = app.services;

  app.get(
    '/products/pending',
    {
      schema: {
        ...meta('products', "Products of the tenant's companies under review, oldest first (at most 200)"),
        response: readResponses(z.array(pendingProduct)),
      },
    },
    async (request) => ok(await products.pendingForTenant(integrationOf(request).tenantId)),
  );

  app.get(
    '/products/:id',
    {
      schema: {
        ...meta('products', 'One product with its forecast, images and timeline'),
        params: integrationIdParams,
        response: readResponses(productDetail),
      },
    },
    async (request) =>
      ok(await products.detailForTenant(integrationOf(request).tenantId, Number(request.params.id))),
  );

  app.post(
    '/products/:id/approve',
    {
      schema: {
        ...meta('products', 'Pass a product under review with the actual weight (kg) and sizes (cm)'),
        headers: postHeaders,
        params: integrationIdParams,
        body: approveProductRequest,
        response: writeResponses(decisionResult),
      },
    },
    async (request) => {
      const caller = integrationOf(request);
      const done = await products.decide(
        caller.tenantId,
        Number(request.params.id),
        { approve: true, measured: request.body },
        caller.actor,
      );
      return ok({ id: String(done.id), status: done.status });
    },
  );

  app.post(
    '/products/:id/reject',
    {
      schema: {
        ...meta('products', 'Reject a product under review with a reason; the company gets a to-do'),
        headers: postHeaders,
        params: integrationIdParams,
        body: rejectRequest,
        response: writeResponses(decisionResult),
      },
    },
    async (request) => {
      const caller = integrationOf(request);
      const done = await products.decide(
        caller.tenantId,
        Number(request.params.id),
        { approve: false, reason: request.body.reason },
        caller.actor,
      );
      return ok({ id: String(done.id), status: done.status });
    },
  );
};
