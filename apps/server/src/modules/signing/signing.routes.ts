import type { FastifyInstance } from 'fastify';
import { signingEndpoints } from '@oms/contracts';
import { registerEndpoints } from '../../core/endpoints';

/** Signed warehouses (/clientCenter/sign): the operator's warehouses with the company's signing state. */
export const signingRoutes = (app: FastifyInstance) => {
  const service = app.services.signing;
  registerEndpoints(app, signingEndpoints, {
    page: ({ auth, body }) => service.page(auth, body),
    detail: ({ auth, body }) => service.detail(auth, body.id),
    apply: ({ auth, body }) => service.apply(auth, body.warehouseId),
  });
};
