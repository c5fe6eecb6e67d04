import type { FastifyInstance } from 'fastify';
import { claimsEndpoints } from '@oms/contracts';
import { registerEndpoints } from '../../core/endpoints';

/** Compensation claims (/finance/compensationManage and its detail). */
export const claimsRoutes = (app: FastifyInstance) => {
  const service = app.services.claims;
  registerEndpoints(app, claimsEndpoints, {
    page: ({ auth, body }) => service.page(auth, body),
    detail: ({ auth, body }) => service.detail(auth, body.id),
    create: ({ auth, body }) => service.create(auth, body),
    cancel: ({ auth, body }) => service.cancel(auth, body.id),
  });
};
