import type { FastifyInstance } from 'fastify';
import { vasWarehouseEndpoints } from '@oms/contracts';
import { registerEndpoints } from '../../core/endpoints';
import { sendFile } from '../files/file-names';

/**
 * The warehouse's side of VAS orders (/open-api/warehouse/vas-orders): a key sees and moves the
 * orders of its own warehouse only (another warehouse's id answers 404).
 */
export const vasWarehouseRoutes = (app: FastifyInstance) => {
  const service = app.services.vasWarehouse;
  registerEndpoints(app, vasWarehouseEndpoints, {
    pending: ({ caller }) => service.pending(caller),
    file: async ({ caller, params, reply }) => {
      const { file, content } = await service.file(caller, Number(params.id), Number(params.fileId));
      return sendFile(reply, file, content);
    },
    quote: ({ caller, params, body }) => service.quote(caller, Number(params.id), body),
    reject: ({ caller, params, body }) => service.reject(caller, Number(params.id), body.reason),
    start: ({ caller, params }) => service.start(caller, Number(params.id)),
    result: ({ caller, params, body }) => service.result(caller, Number(params.id), body),
    complete: ({ caller, params, body }) => service.complete(caller, Number(params.id), body),
  });
};
