import { buildApp, type App } from '../src/app';
import { testConfig, type Config } from '../src/config';
import type { Database } from '../src/db/client';
import type { OutgoingMessage } from '../src/lib/sender';
import type { Notifier } from '../src/lib/notifier';
import { createTestDatabase } from './database';

export type TestApp = { app: App; database: Database; sent: OutgoingMessage[] };

// The apps of the running test file. Vitest never runs an afterAll registered while a hook or test
// runs (createTestApp is mostly called in beforeAll), so test/setup.ts closes them after each file.
const open = new Set<App>();

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
  open.add(app);
  return { app, database, sent };
};

/** Closes the apps the test file made; their databases close with the file's others (test/database.ts). */
export const closeTestApps = async () => {
  for (const app of open) {
    open.delete(app);
    await app.close();
  }
};
