import type { FastifyInstance } from 'fastify';
import { outboundWarehouseEndpoints } from '@oms/contracts';
import { registerEndpoints } from '../../core/endpoints';
import { sendFile } from '../files/file-names';

/**
 * The warehouse's side of outbound orders (/open-api/warehouse/outbound-orders): a key sees and moves
 * the orders of its own warehouse only (another warehouse's id answers 404).
 */
export const outboundWarehouseRoutes = (app: FastifyInstance) => {
  const service = app.services.outboundWarehouse;
  registerEndpoints(app, outboundWarehouseEndpoints, {
    pending: ({ caller }) => service.pending(caller),
    detail: ({ caller, params }) => service.review(caller, Number(params.id)),
    file: async ({ caller, params, reply }) => {
      const { file, content } = await service.attachment(caller, Number(params.id), Number(params.fileId));
      return sendFile(reply, file, content);
    },
    start: ({ caller, params }) => service.start(caller, Number(params.id)),
    progress: ({ caller, params, body }) => service.progress(caller, Number(params.id), body.step),
    ship: ({ caller, params, body }) => service.ship(caller, Number(params.id), body),
    error: ({ caller, params, body }) => service.error(caller, Number(params.id), body),
    inTransit: ({ caller }) => service.inTransit(caller),
    tracking: ({ caller, params, body }) => service.tracking(caller, Number(params.id), body),
    answerInterception: ({ caller, params, body }) =>
      service.answerInterception(caller, Number(params.id), body),
  });
};
