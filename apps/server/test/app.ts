import { afterAll } from 'vitest';
import { buildApp, type App } from '../src/app';
import { testConfig, type Config } from '../src/config';
import type { Database } from '../src/db/client';
import type { OutgoingMessage } from '../src/lib/sender';
import type { Notifier } from '../src/lib/notifier';
import { createTestDatabase } from './database';

export type TestApp = { app: App; database: Database; sent: OutgoingMessage[] };

/** An app on a fresh database for one test file, closed after the file. Messages land in `sent`. */
export const createTestApp = async (
  overrides: Partial<Config> = {},
  extra: { notifier?: Notifier; register?: (app: App) => Promise<void> | void } = {},
): Promise<TestApp> => {
  const database = await createTestDatabase();
  const sent: OutgoingMessage[] = [];
  const app = await buildApp({
    config: testConfig(overrides),
    database,
    sender: {
      async send(message) {
        sent.push(message);
      },
    },
    notifier: extra.notifier,
  });
  // Test-local routes or hooks, added before the app is ready.
  await extra.register?.(app);
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  return { app, database, sent };
};
