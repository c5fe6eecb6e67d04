import type { FastifyInstance } from 'fastify';
import { returnOrdersEndpoints } from '@oms/contracts';
import { registerEndpoints } from '../../core/endpoints';

/** Returns (/order/returnedGoods and its detail). */
export const returnOrdersRoutes = (app: FastifyInstance) => {
  const service = app.services.returnOrders;
  registerEndpoints(app, returnOrdersEndpoints, {
    page: ({ auth, body }) => service.page(auth, body),
    detail: ({ auth, body }) => service.detail(auth, body.id),
    warehouses: ({ auth }) => service.warehouses(auth),
    shippedOrders: ({ auth, body }) => service.shippedOrders(auth, body),
    create: ({ auth, body }) => service.create(auth, body),
    update: ({ auth, body }) => service.update(auth, body),
    submit: ({ auth, body }) => service.submit(auth, body.id),
    cancel: ({ auth, body }) => service.cancel(auth, body.id, body.reason ?? null),
    delete: ({ auth, body }) => service.delete(auth, body),
  });
};
