import { z } from 'zod';
import { API_BASE, defineEndpoints } from './endpoint';

export const healthResponse = z.object({
  status: z.literal('ok'),
  database: z.string(),
  latencyMs: z.number(),
});
export type HealthResponse = z.infer<typeof healthResponse>;

/** GET /api/health: what a load balancer or a monitor polls. */
export const healthEndpoints = defineEndpoints(
  'health',
  { base: API_BASE, tags: ['system'] },
  {
    health: {
      method: 'GET',
      access: null,
      summary: 'Liveness and database check',
      response: healthResponse,
    },
  },
);
