import type { FastifyInstance } from 'fastify';
import { logisticsTrackingEndpoints, outboundOrdersEndpoints, shipmentsEndpoints } from '@oms/contracts';
import { registerEndpoints } from '../../core/endpoints';

/** Outbound orders (/order/outWarehouse and its detail), their parcels (/order/shipmentManage) and logistics tracking. */
export const outboundOrdersRoutes = (app: FastifyInstance) => {
  const service = app.services.outboundOrders;
  registerEndpoints(app, outboundOrdersEndpoints, {
    page: ({ auth, body }) => service.page(auth, body),
    detail: ({ auth, body }) => service.detail(auth, body.id),
    warehouses: ({ auth }) => service.warehouses(auth),
    services: ({ auth, body }) => service.services(auth, body.warehouseId),
    quote: ({ auth, body }) => service.quote(auth, body),
    create: ({ auth, body }) => service.create(auth, body),
    copy: ({ auth, body }) => service.copy(auth, body.id),
    update: ({ auth, body }) => service.update(auth, body),
    submit: ({ auth, body }) => service.submit(auth, body.id),
    hold: ({ auth, body }) => service.hold(auth, body),
    release: ({ auth, body }) => service.release(auth, body.id),
    cancel: ({ auth, body }) => service.cancel(auth, body),
    batchCancel: ({ auth, body }) => service.batchCancel(auth, body),
    packingList: ({ auth, body }) => app.services.outboundPrinting.packingList(auth, body.ids),
    delete: ({ auth, body }) => service.delete(auth, body),
  });
  registerEndpoints(app, logisticsTrackingEndpoints, {
    lookup: ({ auth, body }) => app.services.logisticsTracking.lookup(auth, body),
  });
  registerEndpoints(app, shipmentsEndpoints, {
    page: ({ auth, body }) => app.services.shipments.page(auth, body),
    detail: ({ auth, body }) => app.services.shipments.detail(auth, body.id),
  });
};
