import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { Database, Db } from '../src/db/client';
import * as schema from '../src/schema';
import { emptyingStatement, schemaDigest, type Run } from './reset';

// Starting PGlite from the migrated snapshot costs one or two seconds of CPU; emptying one that a
// finished test file used costs a few milliseconds. So each worker process (the server project runs
// with isolate: false) keeps one instance and lends it to one test file at a time, emptied first
// (test/reset.ts). A file holding two databases at once gets a fresh instance for the second, and an
// instance whose schema a test changed is closed, not reused.

type Kept = { database: Database; digest: string; empty: string; lent: boolean };

let kept: Kept | undefined;
/** False once the snapshot turned out to hold rows: emptying would not restore it. */
let reusable = true;

const runOn =
  (pglite: PGlite): Run =>
  async <T>(statement: string) =>
    (await pglite.query<T>(statement)).rows;

/** The database as a test file sees it: once closed, its queries fail instead of reaching the next file's. */
const lend = (database: Database, release: () => void): Database => {
  let open = true;
  const client = new Proxy(database.pglite!, {
    get(target, property) {
      if (!open) throw new Error('This test database is closed: a query ran after its test file closed it');
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return {
    ...database,
    pglite: client,
    db: drizzle(client, { schema }) as unknown as Db,
    close: async () => {
      if (open) release();
      open = false;
    },
  };
};

/** Back to the snapshot's state, or false when the instance cannot be (its schema changed). */
const restore = async (k: Kept): Promise<boolean> => {
  const pglite = k.database.pglite!;
  if (pglite.isInTransaction()) await pglite.exec('rollback');
  // Session state a test may leave: settings, advisory locks, prepared statements, temporary tables.
  await pglite.exec('discard all');
  if ((await schemaDigest(runOn(pglite))) !== k.digest) return false;
  await pglite.exec(k.empty);
  return true;
};

/**
 * A database in the snapshot's state for one test file: the worker's kept instance when it is free,
 * otherwise a fresh one from `open`.
 */
export const lendPglite = async (open: () => Promise<Database>): Promise<Database> => {
  if (kept && !kept.lent) {
    const k = kept;
    k.lent = true;
    if (await restore(k).catch(() => false)) return lend(k.database, () => void (k.lent = false));
    kept = undefined;
    await k.database.close().catch(() => undefined);
  }
  const database = await open();
  if (kept || !reusable) return database;
  const run = runOn(database.pglite!);
  const empty = await emptyingStatement(run);
  reusable = empty !== undefined;
  if (empty === undefined) return database;
  const k: Kept = { database, digest: await schemaDigest(run), empty, lent: true };
  kept = k;
  return lend(database, () => void (k.lent = false));
};
