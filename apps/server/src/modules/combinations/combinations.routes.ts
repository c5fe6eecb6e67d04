import type { FastifyInstance } from 'fastify';
import { combinationsEndpoints } from '@oms/contracts';
import { registerEndpoints } from '../../core/endpoints';

/** Combinations (/basic/combinationManage, /basic/combinationDetail). */
export const combinationsRoutes = (app: FastifyInstance) => {
  const service = app.services.combinations;
  registerEndpoints(app, combinationsEndpoints, {
    page: ({ auth, body }) => service.page(auth, body),
    detail: ({ auth, body }) => service.detail(auth, body.id),
    create: ({ auth, body }) => service.create(auth, body),
    update: ({ auth, body }) => service.update(auth, body),
    delete: ({ auth, body }) => service.delete(auth, body),
  });
};
