import type { FastifyInstance } from 'fastify';
import { columnSettingsEndpoints } from '@oms/contracts';
import { registerEndpoints } from '../../core/endpoints';

/** The column configuration dialog of every list (specification §2), stored per user and page. */
export const columnSettingsRoutes = (app: FastifyInstance) => {
  const service = app.services.columnSettings;
  registerEndpoints(app, columnSettingsEndpoints, {
    get: ({ auth, body }) => service.get(auth.userId, body.pageKey),
    save: ({ auth, body }) => service.save(auth.userId, body),
    reset: ({ auth, body }) => service.reset(auth.userId, body.pageKey),
  });
};
