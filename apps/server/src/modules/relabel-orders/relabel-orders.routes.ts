import type { FastifyInstance } from 'fastify';
import { relabelOrdersEndpoints } from '@oms/contracts';
import { registerEndpoints } from '../../core/endpoints';

/** Relabel orders (/order/relabel and its detail). */
export const relabelOrdersRoutes = (app: FastifyInstance) => {
  const service = app.services.relabelOrders;
  registerEndpoints(app, relabelOrdersEndpoints, {
    page: ({ auth, body }) => service.page(auth, body),
    detail: ({ auth, body }) => service.detail(auth, body.id),
    warehouses: ({ auth }) => service.warehouses(auth),
    create: ({ auth, body }) => service.create(auth, body),
    update: ({ auth, body }) => service.update(auth, body),
    submit: ({ auth, body }) => service.submit(auth, body.id),
    cancel: ({ auth, body }) => service.cancel(auth, body.id, body.reason ?? null),
    delete: ({ auth, body }) => service.delete(auth, body),
  });
};
