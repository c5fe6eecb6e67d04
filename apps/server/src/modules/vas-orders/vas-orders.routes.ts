import type { FastifyInstance } from 'fastify';
import { vasOrdersEndpoints } from '@oms/contracts';
import { registerEndpoints } from '../../core/endpoints';

/** Value-added service orders (/order/vasManage and its detail). */
export const vasOrdersRoutes = (app: FastifyInstance) => {
  const service = app.services.vasOrders;
  registerEndpoints(app, vasOrdersEndpoints, {
    page: ({ auth, body }) => service.page(auth, body),
    detail: ({ auth, body }) => service.detail(auth, body.id),
    warehouses: ({ auth }) => service.warehouses(auth),
    create: ({ auth, body }) => service.create(auth, body),
    update: ({ auth, body }) => service.update(auth, body),
    submit: ({ auth, body }) => service.submit(auth, body.id),
    confirm: ({ auth, body }) => service.confirm(auth, body.id),
    cancel: ({ auth, body }) => service.cancel(auth, body.id, body.reason ?? null),
    delete: ({ auth, body }) => service.delete(auth, body),
  });
};
