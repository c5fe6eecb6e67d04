import type { FastifyInstance } from 'fastify';
import { productReviewsEndpoints } from '@oms/contracts';
import { registerEndpoints } from '../../core/endpoints';

/**
 * The warehouse's side of the audit (integration API): products of the tenant's companies under
 * review, and the decision, which records what the warehouse measured.
 */
export const productReviewsRoutes = (scope: FastifyInstance) => {
  const service = scope.services.products;
  const decided = (done: { id: number; status: string }) => ({ id: String(done.id), status: done.status });
  registerEndpoints(scope, productReviewsEndpoints, {
    pending: ({ caller }) => service.pendingForTenant(caller.tenantId),
    detail: ({ caller, params }) => service.detailForTenant(caller.tenantId, Number(params.id)),
    approve: async ({ caller, params, body }) =>
      decided(
        await service.decide(caller.tenantId, Number(params.id), { approve: true, measured: body }, caller),
      ),
    reject: async ({ caller, params, body }) =>
      decided(
        await service.decide(
          caller.tenantId,
          Number(params.id),
          { approve: false, reason: body.reason },
          caller,
        ),
      ),
  });
};
