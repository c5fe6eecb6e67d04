import type { FastifyInstance } from 'fastify';
import { relabelWarehouseEndpoints } from '@oms/contracts';
import { registerEndpoints } from '../../core/endpoints';
import { sendFile } from '../files/file-names';

/**
 * The warehouse's side of relabel orders (/open-api/warehouse/relabel-orders): a key sees and moves
 * the orders of its own warehouse only (another warehouse's id answers 404).
 */
export const relabelWarehouseRoutes = (app: FastifyInstance) => {
  const service = app.services.relabelWarehouse;
  registerEndpoints(app, relabelWarehouseEndpoints, {
    pending: ({ caller }) => service.pending(caller),
    file: async ({ caller, params, reply }) => {
      const { file, content } = await service.labelFile(caller, Number(params.id), Number(params.fileId));
      return sendFile(reply, file, content);
    },
    start: ({ caller, params }) => service.start(caller, Number(params.id)),
    reject: ({ caller, params, body }) => service.reject(caller, Number(params.id), body.reason),
    complete: ({ caller, params, body }) => service.complete(caller, Number(params.id), body),
  });
};
