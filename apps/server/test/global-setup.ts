import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres, runMigrations } from '../src/db/client';

// Migrates once per run: a PGlite snapshot that test files start from, or a PostgreSQL template
// database that every test file copies, when DATABASE_URL is set (in the environment, or by the
// project: server-pglite sets it empty).
export default async function setup(project: TestProject) {
  const url = project.config.env?.DATABASE_URL ?? process.env.DATABASE_URL;
  if (url) {
    const template = `oms_test_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const templateUrl = withDatabase(url, template);
    const database = await openPostgres(templateUrl);
    await runMigrations(database);
    await database.close();
    project.provide('pgTemplate', template);
    return async () => {
      // The template and every copy of it (test/postgres-reuse.ts names them after it), kept or left.
      const { rows } = await admin.query<{ name: string }>(
        `select datname as name from pg_database where datname = $1 or starts_with(datname, $2)`,
        [template, `${template}_`],
      );
      // At once: PostgreSQL serves the checkpoints that the drops wait for together.
      await Promise.all(
        rows.map(async ({ name }) => {
          const client = new pg.Client({ connectionString: url });
          await client.connect();
          await client.query(`drop database if exists ${name} with (force)`);
          await client.end();
        }),
      );
      await admin.end();
    };
  }
  const database = await openPglite(undefined);
  await runMigrations(database);
  const dump = await database.pglite!.dumpDataDir('none');
  const dir = join(process.cwd(), '.tmp');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `pglite-snapshot-${project.name}-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteSnapshot', file);
  return () => rmSync(file, { force: true });
}

export const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    pgTemplate: string;
  }
}
