import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../src/db/client';
import { withDatabase } from './global-setup';

/** A fresh, migrated database for one test file: PGlite from the snapshot, or a copy of the template. */
export const createTestDatabase = async (): Promise<Database> => {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `oms_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('pgTemplate')}`);
    await admin.end();
    const database = await openPostgres(withDatabase(url, name), () => undefined);
    const close = database.close;
    return {
      ...database,
      close: async () => {
        await close();
        const drop = new pg.Client({ connectionString: url });
        await drop.connect();
        await drop.query(`drop database if exists ${name} with (force)`);
        await drop.end();
      },
    };
  }
  const snapshot = readFileSync(inject('pgliteSnapshot'));
  return openPglite(undefined, new Blob([snapshot]));
};
