import type { FastifyInstance } from 'fastify';
import { inventoryEndpoints } from '@oms/contracts';
import { registerEndpoints } from '../../core/endpoints';

/** Stock (/order/stock, stockDetail) and a combination's availability (/basic/combinationDetail). */
export const inventoryRoutes = (app: FastifyInstance) => {
  const service = app.services.inventory;
  registerEndpoints(app, inventoryEndpoints, {
    page: ({ auth, body }) => service.page(auth, body),
    detail: ({ auth, body }) => service.detail(auth, Number(body.id)),
    movements: ({ auth, body }) => service.movements(auth, body),
    lots: ({ auth, body }) => service.lots(auth, Number(body.id)),
    inTransit: ({ auth, body }) => service.inTransit(auth, Number(body.id)),
    ageing: ({ auth, body }) => service.ageing(auth, body),
    ageingWarnings: ({ auth }) => service.ageingWarnings(auth),
    setThreshold: ({ auth, body }) => service.setThreshold(auth, body),
    warehouses: ({ auth }) => service.warehouses(auth),
    combinationAvailability: ({ auth, body }) => service.combinationAvailability(auth, Number(body.id)),
  });
};
