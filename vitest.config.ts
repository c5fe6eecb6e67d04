import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// CI collects JSON reports (scripts/test-summary.mjs adds them up into one closing line).
const jsonDir = process.env.VITEST_JSON_DIR;
const reporting = jsonDir
  ? {
      reporters: ['default', 'json'],
      outputFile: {
        json: `${jsonDir}/${process.env.VITEST_JSON_NAME ?? process.env.npm_lifecycle_event ?? 'run'}.json`,
      },
    }
  : {};

/** The web's `@/` alias (apps/web/tsconfig.json paths, apps/web/vite.config.ts). */
const webAlias = { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) };

const serverTest = {
  environment: 'node',
  globalSetup: ['apps/server/test/global-setup.ts'],
  setupFiles: ['apps/server/test/setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks' as const,
  // One process per worker imports the server once (seconds per file otherwise); every file still
  // gets a database of its own from test/database.ts.
  isolate: false,
};

/**
 * Server test files that CI runs on PGlite too. CI runs every server file on PostgreSQL (DATABASE_URL
 * set), then these again on PGlite (`npm run test:server:pglite`): what differs between the drivers.
 * A test of such behaviour belongs here: the embedded database itself (its directory lock, the
 * operator command on it), the demo seeds, the job queue with the imports and exports it runs in long
 * transactions, races (PGlite serialises everything on its one connection), sorting and trigram
 * search. `npm test` without DATABASE_URL runs every server file on PGlite, these included.
 */
const PGLITE_TOO = [
  'apps/server/src/ops/ops.test.ts',
  'apps/server/src/demo/seed.test.ts',
  'apps/server/src/demo/seed-products.test.ts',
  'apps/server/src/demo/seed-stores.test.ts',
  'apps/server/src/demo/seed-combinations.test.ts',
  'apps/server/src/modules/jobs/jobs.test.ts',
  'apps/server/src/modules/jobs/jobs-restart.test.ts',
  'apps/server/src/modules/imports/imports.test.ts',
  'apps/server/src/modules/products/products-import.test.ts',
  'apps/server/src/modules/products/products-import-stage.test.ts',
  'apps/server/src/modules/exports/exports.test.ts',
  'apps/server/src/modules/operation-records/transition.test.ts',
  'apps/server/src/modules/auth/registration.test.ts',
  'apps/server/src/modules/account-security/change-password.test.ts',
  'apps/server/src/lib/paginate.test.ts',
  'apps/server/src/modules/finance/finance.test.ts',
  'apps/server/src/modules/finance/finance.property.test.ts',
  'apps/server/src/modules/recharges/recharges-first-credits.test.ts',
  'apps/server/src/modules/inventory/inventory.test.ts',
  'apps/server/src/modules/inventory/inventory.property.test.ts',
  'apps/server/src/modules/inventory/storage-fees.test.ts',
  'apps/server/src/modules/inbound-orders/inbound-warehouse.test.ts',
  'apps/server/src/modules/reservations/reservations.test.ts',
  'apps/server/src/modules/reservations/calendar-race.test.ts',
  'apps/server/src/modules/over-receipts/over-receipts.test.ts',
  'apps/server/src/demo/seed-inbound-orders.test.ts',
];
// A renamed or deleted file would silently drop out of the PGlite run.
for (const file of PGLITE_TOO) {
  if (!existsSync(new URL(file, import.meta.url)))
    throw new Error(`vitest.config.ts: PGLITE_TOO lists ${file}, which does not exist`);
}

/**
 * Browser test files side by side: one worker each, with a portal and database of its own (the global
 * setup starts one per worker, support/portal.ts). On this project's two-core machines one worker is
 * faster: two Chromiums and two portals on two cores made every file 2.2–2.5× slower, and the stage
 * 810 s instead of 753 (docs/DECISIONS.md). `E2E_WORKERS=N` sets it; four cores or more get two.
 */
const BROWSER_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? (availableParallelism() >= 4 ? 2 : 1)));

export default defineConfig({
  test: {
    ...reporting,
    // Vitest leaves one core idle on a two-core machine (its default is cores − 1): two workers run the
    // unit and API suites in about half the time. Browser test files: BROWSER_WORKERS.
    maxWorkers: 2,
    projects: [
      {
        test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          ...serverTest,
        },
      },
      // The files of PGLITE_TOO on PGlite, whatever DATABASE_URL says (CI's second server run).
      { test: { name: 'server-pglite', include: PGLITE_TOO, ...serverTest, env: { DATABASE_URL: '' } } },
      {
        resolve: { alias: webAlias },
        test: {
          // The web's rules without a DOM (a file that needs one says `@vitest-environment jsdom`);
          // screens are *.test.tsx in the project below.
          name: 'web-node',
          include: ['apps/web/src/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['apps/web/src/test/node-setup.ts'],
          isolate: false,
        },
      },
      {
        plugins: [react()],
        resolve: { alias: webAlias },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // antd and React load once per worker instead of once per file; setup.ts resets what a
          // file could leave behind.
          isolate: false,
          // A test takes 1–5 s on its own; the margin is for a machine overloaded by other suites,
          // where the slowest took 30 s (see setup.ts).
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // With BROWSER_WORKERS > 1 files run side by side, one per worker; the global setup starts a
          // portal with its own database for each worker (support/portal.ts), so a file never waits
          // for, or sees, what another worker's file does. Each worker process imports the support
          // code once and shares one Chromium between its files (support/browser.ts); each file still
          // has contexts, and so cookies and storage, of its own.
          maxWorkers: BROWSER_WORKERS,
          isolate: false,
          // `expect.poll` waits for what the page shows after a call, as a locator waits for an
          // element: vitest's 1 s default failed a submit whose answer took longer on a loaded
          // machine (certification-simulator). A poll still fails when the page never gets there.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
