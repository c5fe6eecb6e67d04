import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { lockDataDir } from './data-dir-lock';

/**
 * One type for both drivers: services never know which database they run on. Queries are built from
 * the tables themselves (no relational `db.query`), so the client needs no schema and db/ stays below
 * the modules that own the tables.
 */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A database handle or an open transaction: repositories accept either. */
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The raw PGlite instance (embedded only), for snapshots and LISTEN. */
  pglite?: PGlite;
  pool?: pg.Pool;
  connectionString?: string;
  close: () => Promise<void>;
};

/** Finds the migrations folder whether running from source (src/db) or from the bundle (dist). */
export const migrationsDir = (): string => {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = join(dir, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = dirname(dir);
  }
  throw new Error('Migrations folder (apps/server/drizzle) not found');
};

/**
 * PGlite's page cache. PostgreSQL's default (128MB) is most of an idle server's memory once touched
 * (408 MB resident after a demo start, 288 MB at 32MB); the embedded database is the small
 * deployment, and the operating system caches the data directory's files behind it.
 */
export const PGLITE_SHARED_BUFFERS = '32MB';

export const openPglite = async (
  dataDir: string | undefined,
  loadDataDir?: Blob,
  sharedBuffers = PGLITE_SHARED_BUFFERS,
): Promise<Database> => {
  if (dataDir) mkdirSync(resolve(dataDir), { recursive: true });
  // One process per directory (the server or the operator command): throws DataDirBusyError.
  const unlock = dataDir ? lockDataDir(dataDir) : () => undefined;
  let client: PGlite;
  try {
    // PGlite ignores the options when the data directory argument is undefined: name memory explicitly.
    client = new PGlite(dataDir ? resolve(dataDir, 'pg') : 'memory://', {
      ...(loadDataDir ? { loadDataDir } : {}),
      extensions: { pg_trgm },
      postgresqlconf: [`shared_buffers=${sharedBuffers}`],
    });
    await client.waitReady;
  } catch (err) {
    unlock();
    throw err;
  }
  const db = drizzlePglite(client) as unknown as Db;
  const close = async () => {
    try {
      await client.close();
    } finally {
      unlock();
    }
  };
  return { db, kind: 'pglite', pglite: client, close };
};

export const openPostgres = async (
  connectionString: string,
  onIdleError: (error: Error) => void = (error) =>
    process.stderr.write(`database: idle connection lost (${error.message})\n`),
): Promise<Database> => {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection the server drops (restart, failover, admin kill) must not crash the process:
  // the pool discards it and opens a new one on the next query.
  pool.on('error', onIdleError);
  const db = drizzlePg(pool) as unknown as Db;
  return { db, kind: 'postgres', pool, connectionString, close: () => pool.end() };
};

export const runMigrations = async (database: Database): Promise<void> => {
  const migrationsFolder = migrationsDir();
  // Trigram indexes make the lists' "contains" filters fast on large tables (see lib/paginate.ts).
  // pg_trgm is a trusted extension: the database owner may create it, no superuser needed.
  await database.db.execute(sql`create extension if not exists pg_trgm`);
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as Parameters<typeof migratePglite>[0], { migrationsFolder });
  } else {
    await migratePg(database.db as unknown as Parameters<typeof migratePg>[0], { migrationsFolder });
  }
};

export const openDatabase = async (opts: {
  databaseUrl?: string;
  dataDir: string;
  pgliteSharedBuffers?: string;
}): Promise<Database> => {
  const database = opts.databaseUrl
    ? await openPostgres(opts.databaseUrl)
    : await openPglite(opts.dataDir, undefined, opts.pgliteSharedBuffers);
  await runMigrations(database);
  return database;
};
