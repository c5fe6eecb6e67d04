import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openPostgres, type Database } from '../src/db/client';
import { withDatabase } from './global-setup';
import { emptyingStatement, schemaDigest, type Run } from './reset';

// Copying the template database is quick, but dropping a copy makes PostgreSQL checkpoint: from a
// fraction of a second to many seconds when the disk is busy. So each worker process keeps its first
// copy and lends it to one test file at a time, emptied first (test/reset.ts), each time with a pool
// of its own. A file holding two databases at once gets a second copy, dropped when closed; a copy
// whose schema a test changed is dropped, not reused. The run's global teardown drops the kept ones.

type Kept = { name: string; digest: string; empty: string; lent: boolean };

let kept: Kept | undefined;
/** False once the template turned out to hold rows: emptying would not restore it. */
let reusable = true;

/** Runs `work` on a connection of its own to database `name`. */
const withClient = async <T>(url: string, name: string, work: (run: Run) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: withDatabase(url, name) });
  await client.connect();
  try {
    return await work(async <R>(statement: string) => (await client.query(statement)).rows as R[]);
  } finally {
    await client.end();
  }
};

const copyTemplate = async (url: string) => {
  const template = inject('pgTemplate');
  // Named after the template, so that the run's teardown finds every copy, kept or left behind.
  const name = `${template}_${randomBytes(6).toString('hex')}`;
  await withClient(url, 'postgres', (run) => run(`create database ${name} template ${template}`));
  return name;
};

const dropDatabase = (url: string, name: string) =>
  withClient(url, 'postgres', (run) => run(`drop database if exists ${name} with (force)`));

/** Back to the template's state, or false when the copy cannot be (its schema changed). */
const restore = (url: string, k: Kept) =>
  withClient(url, k.name, async (run) => {
    // Connections a test file left open would keep their locks and session state.
    await run(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`,
    );
    if ((await schemaDigest(run)) !== k.digest) return false;
    await run(k.empty);
    return true;
  });

/** A pool on database `name`; closing it ends the pool (later queries fail) and then `release`s. */
const lend = async (url: string, name: string, release: () => Promise<void>): Promise<Database> => {
  const database = await openPostgres(withDatabase(url, name), () => undefined);
  const close = database.close;
  let open = true;
  return {
    ...database,
    close: async () => {
      if (!open) return;
      open = false;
      await close();
      await release();
    },
  };
};

/** A database in the template's state for one test file: the worker's kept copy when it is free. */
export const lendPostgres = async (url: string): Promise<Database> => {
  if (kept && !kept.lent) {
    const k = kept;
    k.lent = true;
    if (await restore(url, k).catch(() => false)) return lend(url, k.name, async () => void (k.lent = false));
    kept = undefined;
    await dropDatabase(url, k.name).catch(() => undefined);
  }
  const name = await copyTemplate(url);
  if (kept || !reusable) return lend(url, name, () => dropDatabase(url, name).then(() => undefined));
  const found = await withClient(url, name, async (run) => ({
    empty: await emptyingStatement(run),
    digest: await schemaDigest(run),
  }));
  reusable = found.empty !== undefined;
  if (found.empty === undefined) return lend(url, name, () => dropDatabase(url, name).then(() => undefined));
  const k: Kept = { name, digest: found.digest, empty: found.empty, lent: true };
  kept = k;
  return lend(url, name, async () => void (k.lent = false));
};
