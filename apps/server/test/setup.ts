import { afterAll } from 'vitest';
import { closeTestApps } from './app';
import { closeTestDatabases } from './database';

// Runs before every server test file, also when the worker's process is reused (isolate: false):
// what the file opened is closed after it, apps first (they use the databases). Vitest never runs an
// afterAll that a hook or a test registers, so createTestApp cannot register its own.
afterAll(async () => {
  await closeTestApps();
  await closeTestDatabases();
});
