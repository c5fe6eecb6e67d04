import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startMailbox } from './support/mailbox';
import type { Portal } from './support/portal';
import { startFakeShopify } from '../apps/server/src/modules/stores/connectors/fake-shopify.test-support';

// Starts the built portal (as `npm start` runs it) on free ports, each with a fresh embedded database,
// demo data, and the login captcha off so browser tests sign in with account and password.
const root = resolve(import.meta.dirname, '..');

const freePort = () =>
  new Promise<number>((ok, fail) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address ? ok(address.port) : fail(new Error('no port')),
      );
    });
  });

const waitForHealth = async (url: string, child: ChildProcess, ms = 120_000) => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy');
};

/** One portal per browser-test worker (vitest.config.ts: BROWSER_WORKERS; one when files run in turn). */
const portalCount = (project: TestProject) => Math.max(1, project.config.maxWorkers);

/** Starts one built portal with a fresh embedded database, its own mailbox and fake Shopify. */
const startPortal = async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'oms-e2e-'));
  const port = await freePort();
  // Registration codes go out by e-mail to a local mailbox the tests read (support/mailbox.ts).
  const mailDir = join(dataDir, 'mailbox');
  const mailbox = await startMailbox(mailDir);
  // Stores connect to a local stand-in for Shopify; tests add shops through its control calls.
  const shopify = await startFakeShopify();
  const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO: 'on',
      LOGIN_CAPTCHA: 'off',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // Answers written as a deployment writes them (compiled, unchecked): the API tests check every
      // route's answers against their schemas; here the check cost a fifth of the stage's time.
      RESPONSE_CHECK: 'off',
      SMTP_URL: mailbox.url,
      // The built-in warehouse simulator answers quickly, so a test sees a decision arrive live.
      SIMULATOR_DELAY_MS: '2000',
      SIMULATOR_POLL_MS: '500',
      SIMULATOR_IDLE_POLL_MS: '1000',
      SHOPIFY_BASE_URL: shopify.baseUrl,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForHealth(baseURL, child);
  const portal: Portal = { baseURL, mailDir, shopifyOrigin: shopify.origin };
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await mailbox.stop();
    await shopify.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { portal, stop };
};

export default async function setup(project: TestProject) {
  if (!existsSync(join(root, 'apps/server/dist/server.js'))) throw new Error('Run `npm run build` first');
  if (!existsSync('/usr/bin/chromium')) throw new Error('Chromium is missing: apt-get install -y chromium');
  const started = await Promise.all(Array.from({ length: portalCount(project) }, startPortal));
  project.provide(
    'portals',
    started.map((s) => s.portal),
  );
  return async () => {
    await Promise.all(started.map((s) => s.stop()));
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    portals: Portal[];
  }
}
