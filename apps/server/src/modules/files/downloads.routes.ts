import type { FastifyInstance } from 'fastify';
import { downloadsEndpoints } from '@oms/contracts';
import { registerEndpoints } from '../../core/endpoints';

/** The download center (/clientCenter/download): the signed-in user's export and import jobs. */
export const downloadsRoutes = (app: FastifyInstance) => {
  const { downloads } = app.services;
  registerEndpoints(app, downloadsEndpoints, {
    page: ({ auth, body, request }) => downloads.page(auth, body, request.language),
    detail: ({ auth, body, request }) => downloads.detail(auth, Number(body.id), request.language),
  });
};
