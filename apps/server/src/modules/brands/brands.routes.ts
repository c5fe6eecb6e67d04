import type { FastifyInstance } from 'fastify';
import { brandsEndpoints } from '@oms/contracts';
import { registerEndpoints } from '../../core/endpoints';

/** Brands (/basic/brandManage). */
export const brandsRoutes = (app: FastifyInstance) => {
  const service = app.services.brands;
  registerEndpoints(app, brandsEndpoints, {
    page: ({ auth, body }) => service.page(auth, body),
    detail: ({ auth, body }) => service.detail(auth, body.id),
    options: ({ auth }) => service.options(auth),
    create: ({ auth, body }) => service.create(auth, body),
    update: ({ auth, body }) => service.update(auth, body),
    delete: ({ auth, body }) => service.delete(auth, body.ids),
  });
};
