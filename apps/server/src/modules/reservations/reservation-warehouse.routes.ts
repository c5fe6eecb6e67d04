import type { FastifyInstance } from 'fastify';
import { reservationWarehouseEndpoints } from '@oms/contracts';
import { registerEndpoints } from '../../core/endpoints';

/**
 * The warehouse's side of reservations (/open-api/warehouse/reservations) and its calendar
 * (/open-api/warehouse/calendar): a key sees and moves its own warehouse's only.
 */
export const reservationWarehouseRoutes = (app: FastifyInstance) => {
  const service = app.services.reservationWarehouse;
  const id = (params: { id: string }) => Number(params.id);
  registerEndpoints(app, reservationWarehouseEndpoints, {
    pending: ({ caller }) => service.pending(caller),
    detail: ({ caller, params }) => service.review(caller, id(params)),
    confirm: ({ caller, params, body }) => service.move(caller, id(params), 'confirm', body.dockNo),
    arrive: ({ caller, params }) => service.move(caller, id(params), 'arrive'),
    startUnloading: ({ caller, params }) => service.move(caller, id(params), 'startUnloading'),
    unload: ({ caller, params }) => service.move(caller, id(params), 'unload'),
    returnEmpty: ({ caller, params }) => service.move(caller, id(params), 'returnEmpty'),
    calendar: ({ caller }) => service.calendar(caller),
    replaceCalendar: ({ caller, body }) => service.replaceCalendar(caller, body),
  });
};
