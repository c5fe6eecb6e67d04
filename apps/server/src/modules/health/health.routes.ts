import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { envelope } from '@oms/contracts';
import { ok } from '../../lib/reply';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { permission: null },
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: {
          200: envelope(z.object({ status: z.literal('ok'), database: z.string(), latencyMs: z.number() })),
        },
      },
    },
    async () => {
      const started = performance.now();
      await app.deps.db.execute(sql`select 1`);
      return ok({
        status: 'ok' as const,
        database: app.deps.database.kind,
        latencyMs: Math.round((performance.now() - started) * 100) / 100,
      });
    },
  );
};
