import type { FastifyInstance } from 'fastify';
import { returnWarehouseEndpoints } from '@oms/contracts';
import { registerEndpoints } from '../../core/endpoints';
import { sendFile } from '../files/file-names';

/**
 * The warehouse's side of returns (/open-api/warehouse/return-orders): a key sees and moves the
 * returns of its own warehouse only (another warehouse's id answers 404).
 */
export const returnWarehouseRoutes = (app: FastifyInstance) => {
  const service = app.services.returnWarehouse;
  registerEndpoints(app, returnWarehouseEndpoints, {
    pending: ({ caller }) => service.pending(caller),
    receive: ({ caller, params }) => service.receive(caller, Number(params.id)),
    photo: ({ caller, params, body }) => service.photo(caller, Number(params.id), body),
    photoFile: async ({ caller, params, reply }) => {
      const { file, content } = await service.photoFile(caller, Number(params.id), Number(params.fileId));
      return sendFile(reply, file, content);
    },
    inspect: ({ caller, params, body }) => service.inspect(caller, Number(params.id), body),
  });
};
