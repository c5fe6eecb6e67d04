// List benchmark: the account list endpoint (POST /api/sub-accounts/page, the same paginate helper
// every list uses) over one company holding a million accounts, on embedded PGlite and on the
// PostgreSQL server; then the time to export 100,000 of them to xlsx through the export job.
// Usage: npx tsx bench/list.ts [--rows 1000000] [--export-rows 100000] [--driver pglite|postgres|both]
//        [--runs 15]   (postgres needs DATABASE_URL of a server where it may create and drop a
//        database; default postgres://postgres@127.0.0.1:5432/postgres). --help prints this.
// Prints figures and writes bench/reports/list.md.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildApp, type App } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/config';
import { hashPassword } from '../apps/server/src/lib/password';
import { fillAccounts } from './fixtures';
import { helpOnRequest } from './cli.mjs';
import { arg, benchCompany, benchTenant, log, openFor } from './support';

helpOnRequest(import.meta.filename);

const ROWS = Number(arg('rows', '1000000'));
const EXPORT_ROWS = Number(arg('export-rows', '100000'));
const DRIVER = arg('driver', 'both');
const RUNS = Number(arg('runs', '15'));

const ms = (t0: number) => performance.now() - t0;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

/** One company with `rows` accounts (bench/fixtures.ts), and its main account's session. */
const fill = async (app: App, rows: number) => {
  const company = await benchCompany(app, await benchTenant(app));
  const t0 = performance.now();
  await fillAccounts(app, company, rows, await hashPassword('Bench@2026'));
  return { token: company.token, fillMs: ms(t0) };
};

type Result = { name: string; median: number; p95: number; total: string; records: number };

const page = async (app: App, token: string, body: Record<string, unknown>) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/sub-accounts/page',
    headers: { token, language: 'en' },
    payload: body,
  });
  const parsed = res.json() as {
    code: number;
    message: string;
    data: { records: unknown[]; total: number; totalExact?: boolean; nextCursor?: string | null };
  };
  if (parsed.code !== 0) throw new Error(`${JSON.stringify(body)} → ${parsed.message}`);
  return parsed.data;
};

const measure = async (
  app: App,
  token: string,
  name: string,
  body: () => Promise<Record<string, unknown>>,
) => {
  const times: number[] = [];
  let last: Awaited<ReturnType<typeof page>> | undefined;
  for (let i = 0; i < RUNS + 2; i++) {
    const request = await body();
    const t0 = performance.now();
    last = await page(app, token, request);
    if (i >= 2) times.push(ms(t0));
  }
  const total =
    last!.totalExact === false
      ? `about ${last!.total.toLocaleString('en')}`
      : last!.total.toLocaleString('en');
  const result = {
    name,
    median: percentile(times, 50),
    p95: percentile(times, 95),
    total,
    records: last!.records.length,
  };
  log(
    `  ${name.padEnd(46)} median ${result.median.toFixed(1).padStart(7)} ms   p95 ${result.p95.toFixed(1).padStart(7)} ms   total ${total}`,
  );
  return result;
};

const scenarios = (app: App, token: string) => {
  const size = 20;
  let cursor: string | undefined;
  return [
    () => measure(app, token, 'first page (newest first)', async () => ({ current: 1, size })),
    () => measure(app, token, 'page 2 (needs the count)', async () => ({ current: 2, size })),
    () => measure(app, token, 'page 500 (offset 10,000)', async () => ({ current: 500, size })),
    () => measure(app, token, 'page 25,000 (offset 500,000)', async () => ({ current: 25_000, size })),
    () =>
      measure(app, token, 'next page by cursor, 100 pages deep', async () => {
        if (!cursor) {
          let data = await page(app, token, { current: 1, size });
          for (let i = 0; i < 99; i++)
            data = await page(app, token, { current: i + 2, size, cursor: data.nextCursor });
          cursor = data.nextCursor ?? undefined;
        }
        return { current: 101, size, cursor };
      }),
    () => measure(app, token, 'sorted by name, page 3', async () => ({ current: 3, size, sort: 'userName' })),
    () =>
      measure(app, token, 'filter status = disabled (2%), page 2', async () => ({
        current: 2,
        size,
        status: 'DISABLED',
      })),
    () =>
      measure(app, token, 'filter account contains "bench12345"', async () => ({
        current: 1,
        size,
        accountName: 'bench12345',
      })),
    () =>
      measure(app, token, 'filter name contains "Clerk 42", page 2', async () => ({
        current: 2,
        size,
        userName: 'Clerk 42',
      })),
  ];
};

/** Export `rows` accounts (the newest) through the export job and wait for the file. */
const exportTime = async (app: App, token: string, rows: number) => {
  const post = async (url: string, payload: Record<string, unknown>) => {
    const res = await app.inject({ method: 'POST', url, headers: { token, language: 'en' }, payload });
    return res.json() as { code: number; message: string; data: Record<string, unknown> };
  };
  const newest = (await page(app, token, { current: rows / 20, size: 20 })).records.at(-1) as {
    createdAt: string;
  };
  const t0 = performance.now();
  const created = await post('/api/exports/create', {
    kind: 'sub-accounts',
    filters: { createdFrom: newest.createdAt },
  });
  if (created.code !== 0) throw new Error(`export refused: ${created.message}`);
  const jobId = (created.data as { jobId: string }).jobId;
  for (;;) {
    const job = (await post('/api/downloads/detail', { id: jobId })).data as {
      status: string;
      processed: number;
      error: string | null;
    };
    if (job.status === 'SUCCEEDED') return { ms: ms(t0), rows: job.processed };
    if (job.status === 'FAILED') throw new Error(`export failed: ${job.error}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

const runDriver = async (driver: string) => {
  log(`\n== ${driver}: ${ROWS.toLocaleString('en')} accounts in one company`);
  const { database, drop } = await openFor(driver);
  const app = await buildApp({ config: testConfig(), database, sender: { send: async () => undefined } });
  await app.ready();
  try {
    const { token, fillMs } = await fill(app, ROWS);
    log(`  filled in ${(fillMs / 1000).toFixed(1)} s`);
    const results: Result[] = [];
    for (const run of scenarios(app, token)) results.push(await run());
    let exported: { ms: number; rows: number } | null = null;
    if (EXPORT_ROWS > 0) {
      try {
        exported = await exportTime(app, token, EXPORT_ROWS);
        log(
          `  export of ${exported.rows.toLocaleString('en')} rows to xlsx: ${(exported.ms / 1000).toFixed(1)} s`,
        );
      } catch (error) {
        log(`  export not measured: ${(error as Error).message}`);
      }
    }
    return { driver, fillMs, results, exported };
  } finally {
    await app.close();
    await drop();
  }
};

const main = async () => {
  const drivers = DRIVER === 'both' ? ['pglite', 'postgres'] : [DRIVER];
  const runs = [];
  for (const driver of drivers) runs.push(await runDriver(driver));
  const lines = [
    '# List benchmark',
    '',
    `Run ${new Date().toISOString()} on ${process.platform} ${process.arch}, Node ${process.version}: ` +
      `${ROWS.toLocaleString('en')} accounts in one company, POST /api/sub-accounts/page through the app ` +
      `(\`app.inject\`: routing, session, permission, validation, query, serialisation), page size 20, ` +
      `${RUNS} timed runs after 2 warm-ups. Reproduce: \`npx tsx bench/list.ts\`.`,
    '',
  ];
  for (const run of runs) {
    lines.push(`## ${run.driver}`, '', `Filling took ${(run.fillMs / 1000).toFixed(1)} s.`, '');
    lines.push('| request | median | p95 | total answered |', '|---|---|---|---|');
    for (const r of run.results)
      lines.push(`| ${r.name} | ${r.median.toFixed(1)} ms | ${r.p95.toFixed(1)} ms | ${r.total} |`);
    lines.push('');
    if (run.exported)
      lines.push(
        `Export of ${run.exported.rows.toLocaleString('en')} rows to xlsx (job queued → file ready): ` +
          `${(run.exported.ms / 1000).toFixed(1)} s.`,
        '',
      );
  }
  writeFileSync(resolve(import.meta.dirname, 'reports/list.md'), lines.join('\n'));
  log('\nReport written to bench/reports/list.md');
};

await main();
process.exit(0);
