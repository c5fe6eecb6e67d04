import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openPglite, type Database } from '../src/db/client';
import { lendPglite } from './pglite-reuse';
import { lendPostgres } from './postgres-reuse';

// The databases of the running test file not closed yet: test/setup.ts closes them after the file.
const open = new Set<Database>();

/** A database in the migrated state for one test file, its own while the file runs (PostgreSQL or PGlite). */
export const createTestDatabase = async (): Promise<Database> => {
  const url = process.env.DATABASE_URL;
  const database = url ? await lendPostgres(url) : await lendPglite(openSnapshot);
  const tracked: Database = {
    ...database,
    // Once only: the test may close it and the file's end closes what is left.
    close: async () => {
      if (!open.delete(tracked)) return;
      await database.close();
    },
  };
  open.add(tracked);
  return tracked;
};

/** Closes the databases the test file left open. */
export const closeTestDatabases = async () => {
  for (const database of open) await database.close();
};

// Read once per worker process: every file of the worker starts from the same snapshot.
let snapshot: Blob | undefined;
const openSnapshot = () =>
  openPglite(undefined, (snapshot ??= new Blob([readFileSync(inject('pgliteSnapshot'))])));
