import type { FastifyInstance } from 'fastify';
import { exportsEndpoints } from '@oms/contracts';
import { registerEndpoints } from '../../core/endpoints';

/** Exports of any list: the export's own permission code is checked by the service. */
export const exportsRoutes = (app: FastifyInstance) => {
  const { exports } = app.services;
  registerEndpoints(app, exportsEndpoints, {
    create: ({ auth, body, request }) => exports.create(auth, body, request.language),
    kinds: async ({ auth, request }) => exports.kinds(auth, request.language),
  });
};
