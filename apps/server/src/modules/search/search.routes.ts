import type { FastifyInstance } from 'fastify';
import { searchEndpoints } from '@oms/contracts';
import { registerEndpoints } from '../../core/endpoints';

export const searchRoutes = (app: FastifyInstance) => {
  const { searchBoard } = app.services;
  registerEndpoints(app, searchEndpoints, {
    find: ({ auth, body }) => searchBoard.find(auth, body.keyword),
  });
};
