import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadConfigOrReport } from './config';
import { openDatabase } from './db/client';
import { buildApp } from './app';
import { createNotifierFor } from './lib/pg-notifier';
import { DEMO_ACCOUNTS, seedDemo } from './demo/seed';

// Starts the portal: configuration, database (migrated), demo data, HTTP + WebSocket, and a graceful
// stop on SIGINT/SIGTERM (in-flight requests finish, then the database closes).
const main = async () => {
  // Where a start spends its time, logged with "portal ready" (the start-up budget is 3 s).
  const phases: Record<string, number> = {};
  let last = performance.now();
  const phase = (name: string) => {
    const at = performance.now();
    phases[name] = Math.round(at - last);
    last = at;
  };
  phases.modules = Math.round(last);
  const config = loadConfigOrReport();
  if (!config) process.exit(1);
  const isNewEmbedded = config.embedded && !existsSync(join(resolve(config.DATA_DIR), 'pg', 'PG_VERSION'));
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    pgliteSharedBuffers: config.PGLITE_SHARED_BUFFERS,
  });
  phase('database');
  const wantDemo = config.DEMO ?? isNewEmbedded;
  const notifier = await createNotifierFor(database);
  const app = await buildApp({ config: { ...config, DEMO: wantDemo }, database, notifier });
  phase('app');
  // Seeding refuses a database that holds real companies; then the portal runs without demo mode.
  const demo = wantDemo && (await seedDemo(app)).status === 'seeded';
  app.deps.config.DEMO = demo;
  phase('seed');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  phase('listen');
  const url = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  app.log.info({ url, database: database.kind, demo, startupMs: phases }, 'portal ready');
  const lines = [`\n  OMS portal ready at ${url}  (database: ${database.kind})`];
  if (demo) {
    lines.push(
      `  Demo sign-in: ${DEMO_ACCOUNTS.map((a) => a.accountName).join(', ')}  password: ${DEMO_ACCOUNTS[0]?.password}`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
};

void main();
