import type { FastifyInstance } from 'fastify';
import { healthEndpoints } from '@oms/contracts';
import { registerEndpoints } from '../../core/endpoints';
import { ping } from './health.repository';

export const healthRoutes = (app: FastifyInstance) => {
  registerEndpoints(app, healthEndpoints, {
    health: async () => {
      const started = performance.now();
      await ping(app.deps.db);
      return {
        status: 'ok' as const,
        database: app.deps.database.kind,
        latencyMs: Math.round((performance.now() - started) * 100) / 100,
      };
    },
  });
};
