import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client';

/**
 * `pg_notify` on a connection or in a transaction: in a transaction PostgreSQL holds the notice
 * until commit (and drops it on rollback).
 */
export const notifyIn = (db: DbOrTx, channel: string, payload: string) =>
  db.execute(sql`select pg_notify(${channel}, ${payload})`);
