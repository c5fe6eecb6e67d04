import type { FastifyInstance } from 'fastify';
import { healthEndpoints } from '@oms/contracts';
import { registerEndpoints } from '../../core/endpoints';

export const healthRoutes = (app: FastifyInstance) => {
  registerEndpoints(app, healthEndpoints, { health: () => app.services.health.check() });
};
