import { beforeAll } from 'vitest';
import { buildApp, type App } from '../src/app';
import { defineEndpoints } from '@oms/contracts';
import { testConfig, type Config } from '../src/config';
import { registerEndpoints, type EndpointHandlers } from '../src/core/endpoints';
import type { Database } from '../src/db/client';
import type { OutgoingMessage } from '../src/lib/sender';
import type { Notifier } from '../src/lib/notifier';
import { createTestDatabase } from './database';

export type TestApp = { app: App; database: Database; sent: OutgoingMessage[] };
/** What a test file adds to its app before it is ready: a notifier, test-local routes or hooks. */
export type TestAppExtra = { notifier?: Notifier; register?: (app: App) => Promise<void> | void };

// The apps of the running test file. Vitest never runs an afterAll registered while a hook or test
// runs (createTestApp is mostly called in beforeAll), so test/setup.ts closes them after each file.
const open = new Set<App>();

/** An app on a fresh database for one test file, closed after the file. Messages land in `sent`. */
export const createTestApp = async (
  overrides: Partial<Config> = {},
  extra: TestAppExtra = {},
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

/**
 * The suite's app, made by createTestApp in a `beforeAll` of the calling `describe`, with what `make`
 * builds on it (companies, signed-in users, keys…). Tests read both from the answer once the hook has
 * run: `t.app`, `t.sent`, `t.a.token`.
 */
export const useTestApp = <T extends object = object>(
  make?: (app: App) => Promise<T>,
  overrides: Partial<Config> = {},
  extra: TestAppExtra = {},
): TestApp & T => {
  const t = {} as TestApp & T;
  beforeAll(async () => {
    const made = await createTestApp(overrides, extra);
    Object.assign(t, made, make ? await make(made.app) : {});
  });
  return t;
};

/** Registers `defs` as calls of a `test` domain (POST /api/test/<name>), declared like every call. */
export const registerTestEndpoints = <const T extends Parameters<typeof defineEndpoints>[2]>(
  app: App,
  defs: T,
  handlers: EndpointHandlers<ReturnType<typeof defineEndpoints<T>>>,
) => registerEndpoints(app, defineEndpoints('test', {}, defs), handlers);

/** Closes the apps the test file made; their databases close with the file's others (test/database.ts). */
export const closeTestApps = async () => {
  for (const app of open) {
    open.delete(app);
    await app.close();
  }
};
