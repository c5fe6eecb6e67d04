import type { FastifyInstance } from 'fastify';
import { reservationsEndpoints } from '@oms/contracts';
import { registerEndpoints } from '../../core/endpoints';

/** Inbound reservations (/order/warehousReserve, its detail and the create page's calendar). */
export const reservationsRoutes = (app: FastifyInstance) => {
  const service = app.services.reservations;
  registerEndpoints(app, reservationsEndpoints, {
    page: ({ auth, body }) => service.page(auth, body),
    detail: ({ auth, body }) => service.detail(auth, body.id),
    warehouses: ({ auth }) => service.warehouses(auth),
    calendar: ({ auth, body }) => service.calendar(auth, body.warehouseId, body.month),
    homeCalendar: ({ auth, body }) => service.homeCalendar(auth, body.month),
    bookable: ({ auth, body }) => service.bookable(auth, body.warehouseId),
    create: ({ auth, body }) => service.create(auth, body),
    update: ({ auth, body }) => service.update(auth, body),
    book: ({ auth, body }) => service.book(auth, body.id, body.slot),
    cancel: ({ auth, body }) => service.cancel(auth, body.id),
  });
};
