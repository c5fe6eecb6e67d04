import type { Deps } from '../../core/deps';
import { ping } from './health.repository';

/** What the health call reports: the database answers, which kind it is, and how fast. */
export const createHealthService = ({ db, database }: Pick<Deps, 'db' | 'database'>) => ({
  /** The cheapest round trip to the database, timed. */
  async check() {
    const started = performance.now();
    await ping(db);
    return {
      status: 'ok' as const,
      database: database.kind,
      latencyMs: Math.round((performance.now() - started) * 100) / 100,
    };
  },
});

export type HealthService = ReturnType<typeof createHealthService>;
