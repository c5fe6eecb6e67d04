import { randomInt } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../db/client';

/** The first half of the advisory lock keys of server processes (no other lock uses it). */
const PRESENCE_LOCK = 0x4f4d53;

type Log = { warn(obj: object, msg: string): void };

/**
 * This server process among those on one database, so that one can tell work left by a process that
 * is gone (killed, restarted) from work still running in a live one. The process has a random id; on
 * PostgreSQL it holds a session advisory lock on that id over a connection of its own from its first
 * use until it closes, and PostgreSQL frees the lock the moment that connection ends, however the
 * process died. An embedded database has one process (its directory lock), so any other id is gone.
 * While the connection is lost (it comes back on the next use) other processes take this one for
 * gone, as the old 60-second rule did with any request running longer.
 */
export const createPresence = (database: Database, log: Log) => {
  const boot = randomInt(1, 2 ** 31 - 1);
  let holder: Promise<pg.Client | null> | undefined;

  const hold = async () => {
    if (database.kind !== 'postgres' || !database.connectionString) return null;
    const client = new pg.Client({ connectionString: database.connectionString });
    client.on('error', (error) => {
      log.warn({ err: error }, 'presence connection lost');
      holder = undefined;
    });
    await client.connect();
    await client.query('select pg_advisory_lock($1::int, $2::int)', [PRESENCE_LOCK, boot]);
    return client;
  };

  return {
    /** This process's id, once its presence is held. */
    async id(): Promise<number> {
      holder ??= hold().catch((error: unknown) => {
        holder = undefined;
        throw error;
      });
      await holder;
      return boot;
    },

    /** Whether the process `other` is gone (nobody holds its lock); never this one. */
    async gone(other: number): Promise<boolean> {
      if (other === boot) return false;
      if (database.kind !== 'postgres' || !database.pool) return true;
      // Taken and let go within the statement: free means no session of a live process holds it.
      const result = await database.pool.query<{ free: boolean }>(
        'select pg_try_advisory_xact_lock($1::int, $2::int) as free',
        [PRESENCE_LOCK, other],
      );
      return result.rows[0]?.free === true;
    },

    async close() {
      const client = await holder?.catch(() => null);
      holder = undefined;
      await client?.end();
    },
  };
};
export type Presence = ReturnType<typeof createPresence>;
