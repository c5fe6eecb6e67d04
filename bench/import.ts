// Import benchmark: N products from one xlsx through the import framework, on embedded PGlite and on
// the PostgreSQL server. The sheet is the server's own product template (headers downloaded from
// /api/imports/template, the cells built from the same column definition with its example values),
// saved with shared strings as Excel saves it, uploaded as the web does (multipart to
// /api/imports/upload?kind=products) and followed with /api/imports/result until it finishes.
// Then one file of N rows of which 3 are bad: nothing is written and the error file names exactly those.
// Usage: npx tsx bench/import.ts [--rows 10000] [--driver pglite|postgres|both] [--runs 3]
//        (postgres needs DATABASE_URL of a server where it may create and drop a database;
//         default postgres://postgres@127.0.0.1:5432/postgres)
// Prints figures and writes bench/reports/import.md.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import ExcelJS from 'exceljs';
import { count, eq } from 'drizzle-orm';
import { FILE_LIMITS, PRODUCT_IMPORT_KIND, type ImportResult } from '@oms/contracts';
import { buildApp, type App } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/config';
import { jobs, products } from '../apps/server/src/schema';
import { multipart, readXlsx } from '../apps/server/src/lib/file-fixtures.test-support';
import { readXlsxBuffer } from '../apps/server/src/lib/xlsx';
import { productsImport } from '../apps/server/src/modules/products/products.import';
import { arg, benchCompany, benchTenant, log, openFor, median } from './support';
import { helpOnRequest } from './cli.mjs';

helpOnRequest(import.meta.filename);

const ROWS = Number(arg('rows', '10000'));
const DRIVER = arg('driver', 'both');
const RUNS = Number(arg('runs', '3'));
const LANGUAGE = 'zh';

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

type Body<T> = { code: number; message: string; data: T };

/** One company with its main account (every code) and a session; answers what the calls need. */
const companyUser = async (app: App) => benchCompany(app, await benchTenant(app));
type User = Awaited<ReturnType<typeof companyUser>>;

const post = async <T>(app: App, user: User, url: string, payload: Record<string, unknown>) => {
  const res = await app.inject({
    method: 'POST',
    url,
    headers: { token: user.token, language: LANGUAGE },
    payload,
  });
  const body = res.json<Body<T>>();
  if (body.code !== 0) throw new Error(`${url}: ${body.message}`);
  return body.data;
};

/** The template's header row as the server hands it out, and the column definition behind it. */
const template = async (app: App) => {
  const res = await app.inject({
    method: 'GET',
    url: `/api/imports/template?kind=${PRODUCT_IMPORT_KIND}&language=${LANGUAGE}`,
  });
  const [header] = await readXlsx(res.rawPayload);
  const columns = productsImport(app.services.productImporter).templateColumns;
  if (!header || header.length !== columns.length) throw new Error('the template does not match its columns');
  return { header, columns };
};
type Template = Awaited<ReturnType<typeof template>>;

/** Cells that differ per row; every other cell is the template's example. */
type Overrides = Record<string, string | number>;

/** An xlsx of the template's header and `rows` products, with shared strings as Excel writes them. */
const workbook = async (t: Template, rows: number, rowOf: (i: number) => Overrides) => {
  const out = new PassThrough();
  const done = buffer(out);
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: true });
  const sheet = book.addWorksheet('Sheet1');
  sheet.addRow(t.header).commit();
  for (let i = 0; i < rows; i++) {
    const own = rowOf(i);
    sheet.addRow(t.columns.map((c) => own[c.key] ?? c.example ?? null)).commit();
  }
  sheet.commit();
  await book.commit();
  return done;
};

const validRow = (prefix: string) => (i: number) => ({
  sku: `${prefix}-${String(i).padStart(6, '0')}`,
  nameCn: `蓝牙耳机 黑色 ${i}`,
  nameEn: `Bluetooth earbuds, black ${i}`,
});

/** Samples the process's resident memory (the app runs in this process) until stopped. */
const rssSampler = () => {
  gc();
  const baseline = process.memoryUsage.rss();
  let peak = baseline;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 20);
  return {
    baseline,
    stop: () => {
      clearInterval(timer);
      return Math.max(peak, process.memoryUsage.rss());
    },
  };
};

type Timing = {
  bytes: number;
  /** Upload started → the file is stored and the import job queued (the job row's creation). */
  stored: number;
  /** The server's sheet reader (lib/xlsx, as the job runs it) over the same bytes, timed on its own. */
  parse: number;
  /** The job's own time: claimed → finished (read, check, write or the error file). */
  job: number;
  /** Upload started → the finished result is answered (the upload's answer or the status call). */
  total: number;
  rssBaseline: number;
  rssPeak: number;
  /** The slowest answer another request (a product list page) got while the import ran. */
  probeMax: number;
  result: ImportResult;
};

/**
 * Asks for the first product page every 200 ms until stopped; answers the longest a request waited,
 * counted from when it was due (a request due while the process is busy waits for it too).
 */
const probe = (app: App, user: User) => {
  let running = true;
  let slowest = 0;
  let due = performance.now();
  const loop = (async () => {
    while (running) {
      await sleep(Math.max(0, due - performance.now()));
      if (!running) break;
      await post(app, user, '/api/products/page', { current: 1, size: 20 });
      slowest = Math.max(slowest, performance.now() - due);
      due = performance.now() + 200;
    }
  })();
  return async () => {
    running = false;
    slowest = Math.max(slowest, performance.now() - due);
    await loop;
    return slowest;
  };
};

/** How long the reader the import job uses takes over `content` alone. */
const parseTime = async (content: Buffer) => {
  const t0 = performance.now();
  let rows = 0;
  for await (const _row of readXlsxBuffer(content)) rows++;
  if (rows === 0) throw new Error('the generated sheet is empty');
  return performance.now() - t0;
};

/** Uploads `content` as the web does and follows the import with its status call until it ends. */
const importFile = async (app: App, user: User, content: Buffer): Promise<Timing> => {
  const parse = await parseTime(content);
  const rss = rssSampler();
  const wallStart = Date.now();
  const t0 = performance.now();
  const body = multipart({ name: 'products.xlsx', content });
  const stopProbe = probe(app, user);
  const res = await app.inject({
    method: 'POST',
    url: `/api/imports/upload?kind=${PRODUCT_IMPORT_KIND}`,
    headers: { ...body.headers, token: user.token, language: LANGUAGE },
    payload: body.payload,
  });
  const answer = res.json<Body<ImportResult>>();
  if (answer.code !== 0) throw new Error(`upload refused: ${answer.message}`);
  let result = answer.data;
  while (result.status === 'PENDING') {
    await sleep(100);
    result = await post<ImportResult>(app, user, '/api/imports/result', { id: result.jobId });
  }
  const total = performance.now() - t0;
  const rssPeak = rss.stop();
  const probeMax = await stopProbe();
  const [job] = await app.deps.db
    .select()
    .from(jobs)
    .where(eq(jobs.id, Number(result.jobId)));
  if (!job?.startedAt) throw new Error(`job ${result.jobId} not found`);
  return {
    bytes: content.length,
    stored: job.createdAt.getTime() - wallStart,
    parse,
    job: wallStart + total - job.startedAt.getTime(),
    total,
    rssBaseline: rss.baseline,
    rssPeak,
    probeMax,
    result,
  };
};

const productCount = async (app: App, user: User) =>
  (await app.deps.db.select({ n: count() }).from(products).where(eq(products.companyId, user.companyId)))[0]!
    .n;

const show = (label: string, t: Timing) =>
  log(
    `  ${label.padEnd(14)} ${t.result.status.padEnd(9)} file ${mb(t.bytes)}  stored ${s(t.stored)}  ` +
      `parse ${s(t.parse)}  upload+parse ${s(t.stored + t.parse)}  job ${s(t.job)}  total ${s(t.total)}  ` +
      `${rate(t)} rows/s  RSS ${mb(t.rssBaseline)} → peak ${mb(t.rssPeak)}  page wait ${s(t.probeMax)}`,
  );

/** Three bad rows in different places and columns; answers their sheet row numbers (header is row 1). */
const BAD: Record<number, Overrides> = {};
const badRows = () => {
  const at = [17, Math.floor(ROWS / 2), ROWS - 1];
  BAD[at[0]!] = { forecastWeight: '0.123' }; // three decimals
  BAD[at[1]!] = { category: 'NO-SUCH-CATEGORY' };
  BAD[at[2]!] = { sku: 'BAD SKU!' }; // a space and a "!" are not SKU characters
  return at.map((i) => i + 2);
};

const runDriver = async (driver: string) => {
  const load = loadavg()[0]!;
  log(
    `\n== ${driver}: ${ROWS.toLocaleString('en')} products from one xlsx, ${RUNS} runs (load ${load.toFixed(1)})`,
  );
  const { database, drop } = await openFor(driver);
  const filesDir = mkdtempSync(join(tmpdir(), 'oms-bench-import-'));
  const app = await buildApp({
    config: testConfig({ FILES_DIR: filesDir }),
    database,
    sender: { send: async () => undefined },
  });
  await app.ready();
  try {
    const user = await companyUser(app);
    const t = await template(app);
    const brand = t.columns.find((c) => c.key === 'brand')?.example;
    if (brand) await post(app, user, '/api/brands/create', { name: String(brand) });

    const runs: Timing[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const content = await workbook(t, ROWS, validRow(`R${run}`));
      const before = await productCount(app, user);
      const timing = await importFile(app, user, content);
      const added = (await productCount(app, user)) - before;
      if (timing.result.status !== 'SUCCEEDED' || added !== ROWS)
        throw new Error(`run ${run}: ${timing.result.message} (${added} products added)`);
      show(`run ${run}`, timing);
      runs.push(timing);
    }

    const expected = badRows();
    const content = await workbook(t, ROWS, (i) => ({ ...validRow('BAD')(i), ...BAD[i] }));
    const before = await productCount(app, user);
    const refused = await importFile(app, user, content);
    show('3 bad rows', refused);
    const written = (await productCount(app, user)) - before;
    const t1 = performance.now();
    const file = await app.inject({
      method: 'GET',
      url: `/api/files/download?id=${refused.result.errorFileId}`,
      headers: { token: user.token },
    });
    const downloadMs = performance.now() - t1;
    const sheet = await readXlsx(file.rawPayload);
    const named = sheet.flatMap((cells, i) => (i > 0 && cells[t.header.length] ? [i + 1] : []));
    const exact =
      refused.result.status === 'FAILED' &&
      written === 0 &&
      sheet.length === ROWS + 1 &&
      named.join() === expected.join();
    log(
      `  error file ${mb(file.rawPayload.length)} (download ${s(downloadMs)}), rows named ${named.join(', ')}, ` +
        `products written ${written}: ${exact ? 'as expected' : 'NOT AS EXPECTED'}`,
    );
    if (!exact) throw new Error(`the refused import did not behave: expected rows ${expected.join(', ')}`);
    return {
      driver,
      load,
      runs,
      refused: { ...refused, errorFileBytes: file.rawPayload.length, downloadMs, named },
    };
  } finally {
    await app.close();
    await drop();
    rmSync(filesDir, { recursive: true, force: true });
  }
};

type DriverResult = Awaited<ReturnType<typeof runDriver>>;

const rate = (t: Timing) => Math.round(ROWS / (t.total / 1000)).toLocaleString('en');

const report = (results: DriverResult[]) => {
  const cpu = cpus();
  const lines = [
    '# Import benchmark',
    '',
    `Run ${new Date().toISOString()} on ${process.platform} ${process.arch}, ${cpu.length} cores ` +
      `(${cpu[0]?.model.trim() ?? 'unknown'}), ${mb(totalmem())} memory, Node ${process.version}. ` +
      `Reproduce: \`npx tsx bench/import.ts --rows ${ROWS} --runs ${RUNS}\`.`,
    '',
    `Each run uploads one xlsx of ${ROWS.toLocaleString('en')} products (the product template in Chinese: ` +
      'its header row, every cell its example value, SKU and descriptions unique per row, saved with shared ' +
      'strings as Excel does) through `app.inject` as the web does (multipart, POST ' +
      '/api/imports/upload?kind=products), then follows /api/imports/result until it answers. Each database ' +
      'runs in a process of its own with the app (PGlite in memory: its RSS holds the database too), so ' +
      "RSS is the server's (baseline after a GC before the " +
      'upload → peak sampled every 20 ms). Meanwhile the same user asks for the first product page every ' +
      `200 ms. The per-file cap is ${FILE_LIMITS.importMaxRows.toLocaleString('en')} rows.`,
    '',
    '- stored: upload started → the file is stored and the import job queued;',
    "- parse: the server's sheet reader (the one the job runs) over the same bytes, timed on its own just",
    '  before the upload (inside the job it is part of "job");',
    '- upload+parse: stored + parse;',
    '- job: the job claimed → finished (read, check every row, write all products and their records in one',
    '  transaction, or write the error file);',
    '- total: upload started → the finished result is answered (what the user waits);',
    '- page wait: the longest the product page requests waited while the import ran, counted from when each',
    "  was due (on PGlite every query waits for the import's transaction, and the process runs none of",
    '  its timers or sockets while PGlite executes).',
    '',
  ];
  for (const r of results) {
    lines.push(
      `## ${r.driver}`,
      '',
      `Load average (1 min) of the shared machine when the runs began: ${r.load.toFixed(1)}.`,
      '',
    );
    lines.push(
      '| run | file | stored | parse | upload+parse | job | total | rows/s | RSS baseline → peak | page wait |',
      '|---|---|---|---|---|---|---|---|---|---|',
    );
    const row = (label: string, t: Timing) =>
      lines.push(
        `| ${label} | ${mb(t.bytes)} | ${s(t.stored)} | ${s(t.parse)} | ${s(t.stored + t.parse)} | ` +
          `${s(t.job)} | ${s(t.total)} | ${rate(t)} | ${mb(t.rssBaseline)} → ${mb(t.rssPeak)} | ${s(t.probeMax)} |`,
      );
    r.runs.forEach((t, i) => row(`${i + 1}`, t));
    row('3 bad rows', r.refused);
    const mid = median(r.runs.map((t) => t.total));
    lines.push(
      '',
      `Median total ${s(mid)} for ${ROWS.toLocaleString('en')} products ` +
        `(${Math.round(ROWS / (mid / 1000)).toLocaleString('en')} rows/s).`,
      '',
      `3 bad rows among ${ROWS.toLocaleString('en')} (a weight with three decimals, an unknown category ` +
        `code, a SKU with a space and "!"): refused in ${s(r.refused.total)}, the error file ` +
        `(${mb(r.refused.errorFileBytes)}, every row as sent plus the reason) written within the job; no ` +
        `product written; the error file names exactly sheet rows ${r.refused.named.join(', ')}; ` +
        `downloading it took ${s(r.refused.downloadMs)}.`,
      '',
    );
  }
  writeFileSync(resolve(import.meta.dirname, 'reports/import.md'), lines.join('\n'));
  log('\nReport written to bench/reports/import.md');
};

/** Each database in a child process of its own, so their memory figures do not mix. */
const inChild = (driver: string): DriverResult => {
  const out = join(mkdtempSync(join(tmpdir(), 'oms-bench-result-')), 'result.json');
  const args = ['--rows', String(ROWS), '--runs', String(RUNS), '--driver', driver, '--result', out];
  const child = spawnSync(process.execPath, [...process.execArgv, process.argv[1]!, ...args], {
    stdio: 'inherit',
  });
  if (child.status !== 0) throw new Error(`the ${driver} run failed`);
  const result = JSON.parse(readFileSync(out, 'utf8')) as DriverResult;
  rmSync(dirname(out), { recursive: true, force: true });
  return result;
};

const main = async () => {
  const resultFile = arg('result', '');
  if (resultFile) {
    writeFileSync(resultFile, JSON.stringify(await runDriver(DRIVER)));
    return;
  }
  const drivers = DRIVER === 'both' ? ['pglite', 'postgres'] : [DRIVER];
  report(drivers.map(inChild));
};

await main();
process.exit(0);
