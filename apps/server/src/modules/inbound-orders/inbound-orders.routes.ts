import type { FastifyInstance } from 'fastify';
import { inboundOrdersEndpoints } from '@oms/contracts';
import { registerEndpoints } from '../../core/endpoints';

/** Inbound orders (/order/warehousManage and its detail). */
export const inboundOrdersRoutes = (app: FastifyInstance) => {
  const service = app.services.inboundOrders;
  const printing = app.services.inboundPrinting;
  registerEndpoints(app, inboundOrdersEndpoints, {
    page: ({ auth, body }) => service.page(auth, body),
    detail: ({ auth, body }) => service.detail(auth, body),
    warehouses: ({ auth }) => service.warehouses(auth),
    create: ({ auth, body }) => service.create(auth, body),
    update: ({ auth, body }) => service.update(auth, body),
    submit: ({ auth, body }) => service.submit(auth, body.id),
    confirmDifference: ({ auth, body }) => service.confirmDifference(auth, body.id),
    cancel: ({ auth, body }) => service.cancel(auth, body),
    delete: ({ auth, body }) => service.delete(auth, body),
    labels: ({ auth, body }) => printing.labels(auth, body, auth.language),
    packingList: ({ auth, body }) => printing.packingList(auth, body, auth.language),
  });
};
