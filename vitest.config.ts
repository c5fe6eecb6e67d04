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

export default defineConfig({
  test: {
    ...reporting,
    // Vitest leaves one core idle on a two-core machine (its default is cores − 1): two workers run the
    // unit and API suites in about half the time. Browser test files still run one at a time.
    maxWorkers: 2,
    projects: [
      {
        test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          testTimeout: 20_000,
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
          fileParallelism: false,
        },
      },
    ],
  },
});
