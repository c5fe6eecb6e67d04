import type { FastifyInstance } from 'fastify';
import { containersEndpoints } from '@oms/contracts';
import { registerEndpoints } from '../../core/endpoints';

/** Container tracking (/order/containerTrack and its detail). */
export const containersRoutes = (app: FastifyInstance) => {
  const service = app.services.containers;
  registerEndpoints(app, containersEndpoints, {
    page: ({ auth, body }) => service.page(auth.companyId, body),
    detail: ({ auth, body }) => service.detail(auth.companyId, body.containerNo),
  });
};
