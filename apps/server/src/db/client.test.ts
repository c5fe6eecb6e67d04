import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { openPglite, openPostgres, type Database } from './client';
import { createTestDatabase } from '../../test/database';

const url = process.env.DATABASE_URL;

// PostgreSQL can end an idle connection at any time (restart, failover, an administrator): the pool
// reports it and carries on, and the process does not crash on an unhandled 'error' event.
describe.skipIf(!url)('PostgreSQL pool', () => {
  let owner: Database;
  let database: Database;
  const lost: Error[] = [];

  beforeAll(async () => {
    owner = await createTestDatabase();
    database = await openPostgres(owner.connectionString!, (error) => lost.push(error));
  });
  afterAll(async () => {
    await database.close();
    await owner.close();
  });

  it('survives the server ending its idle connections', async () => {
    await database.db.execute(sql`select 1`);
    const admin = new pg.Client({ connectionString: owner.connectionString });
    await admin.connect();
    const killed = await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and state = 'idle'`,
    );
    await admin.end();
    expect(killed.rowCount).toBeGreaterThan(0);
    const deadline = Date.now() + 5_000;
    while (lost.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(lost[0]?.message).toMatch(/terminating connection/);
    const result = (await database.db.execute(sql`select 41 + 1 as answer`)) as unknown as {
      rows: Array<{ answer: number }>;
    };
    expect(Number(result.rows[0]?.answer)).toBe(42);
  });
});

// The embedded database's page cache: PostgreSQL's 128MB default made most of an idle server's
// memory; 32MB unless PGLITE_SHARED_BUFFERS says otherwise.
describe('PGlite page cache', () => {
  const showBuffers = async (database: Database) =>
    (
      (await database.db.execute(sql`show shared_buffers`)) as unknown as {
        rows: Array<{ shared_buffers: string }>;
      }
    ).rows[0]!.shared_buffers;

  it('is 32MB by default and takes the size given', async () => {
    const small = await openPglite(undefined);
    const larger = await openPglite(undefined, undefined, '64MB');
    try {
      expect([await showBuffers(small), await showBuffers(larger)]).toEqual(['32MB', '64MB']);
    } finally {
      await small.close();
      await larger.close();
    }
  });

  it('refuses a size it cannot read from the environment', () => {
    expect(() => loadConfig({ PGLITE_SHARED_BUFFERS: 'lots' })).toThrow(
      /PGLITE_SHARED_BUFFERS: a size such as 32MB/,
    );
    expect(loadConfig({ PGLITE_SHARED_BUFFERS: '48MB' }).PGLITE_SHARED_BUFFERS).toBe('48MB');
  });
});
