// HTTP benchmark (issue 12): a bare Fastify 5 hello world, then the portal on PGlite and on PostgreSQL
// (one company with many products and sub-accounts), each in a process of its own, loaded back to
// back with autocannon from this one: req/s at full load and the ratio to hello, then p99 latency at
// half of that throughput (autocannon's overallRate), and the latency of one call at a time (one
// connection, each request after the last answer: what a single user waits).
// Usage: npx tsx bench/http.ts [--targets hello,pglite,postgres] [--products 200000] [--accounts 100000]
//        [--seconds 5] [--connections 10] [--log-level info] [--response-check off]
//        [--profile] [--profile-dir /tmp]
//        [--report bench/reports/http.md]
//   --profile also records a CPU profile of the server during a products-page load on each portal
//   target and prints its top. PostgreSQL: DATABASE_URL of a server where the bench may create and
//   drop a database of its own (default postgres://postgres@127.0.0.1:5432/postgres).
//   A quick run: --products 20000 --accounts 10000 --seconds 3 (a few minutes in all).
import { fork, type ChildProcess } from 'node:child_process';
import { openSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { formatTop, summarise } from './cpuprofile';
import type { ServerMessage } from './http-server';
import { helpOnRequest } from './cli.mjs';
import { arg, log } from './support';

helpOnRequest(import.meta.filename);

type Result = {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
};
type Options = {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  duration: number;
  overallRate?: number;
};
const autocannon = createRequire(import.meta.url)('autocannon') as (o: Options) => Promise<Result>;

const TARGETS = arg('targets', 'hello,pglite,postgres').split(',');
const SECONDS = Number(arg('seconds', '5'));
const CONNECTIONS = Number(arg('connections', '10'));
const PROFILE = process.argv.includes('--profile');
const PROFILE_DIR = arg('profile-dir', tmpdir());
const REPORT = resolve(arg('report', resolve(import.meta.dirname, 'reports/http.md')));

/** `floor`: answered by the bare server beside the portal (http-server.ts `floor`), not the portal. */
type Call = { name: string; method: 'GET' | 'POST'; path: string; body?: object; floor?: boolean };
const HELLO: Call[] = [{ name: 'hello world', method: 'GET', path: '/' }];
const PRODUCTS: Call = {
  name: 'products page',
  method: 'POST',
  path: '/api/products/page',
  body: { current: 1, size: 20 },
};
const PORTAL: Call[] = [
  { name: 'sign-in check only', method: 'POST', path: '/api/bench/whoami', body: {} },
  PRODUCTS,
  {
    name: 'sub-accounts page',
    method: 'POST',
    path: '/api/sub-accounts/page',
    body: { current: 1, size: 20 },
  },
  { name: 'brand list', method: 'POST', path: '/api/brands/page', body: { current: 1, size: 20 } },
  { ...PRODUCTS, name: 'products page, floor', floor: true },
];

type Server = {
  child: ChildProcess;
  port: number;
  floorPort?: number;
  token: string;
  next: () => Promise<ServerMessage>;
};

/** Starts http-server.ts for the target; its logs go to a file, as a server's would. */
const start = async (target: string): Promise<Server> => {
  const logFile = join(tmpdir(), `oms-bench-http-${target}.log`);
  const passed = ['products', 'accounts', 'log-level', 'response-check'].flatMap((o) => {
    const i = process.argv.indexOf(`--${o}`);
    return i > 0 ? [`--${o}`, process.argv[i + 1]!] : [];
  });
  const child = fork(
    resolve(import.meta.dirname, 'http-server.ts'),
    ['--target', target, '--profile-dir', PROFILE_DIR, ...passed],
    {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', openSync(logFile, 'w'), 'inherit', 'ipc'],
    },
  );
  const queue: ServerMessage[] = [];
  let wake: (() => void) | undefined;
  child.on('message', (m: ServerMessage) => {
    queue.push(m);
    wake?.();
  });
  child.on(
    'exit',
    (code) => code && (log(`  ${target} server exited with ${code} (log: ${logFile})`), process.exit(1)),
  );
  const next = async () => {
    while (queue.length === 0) await new Promise<void>((r) => (wake = r));
    return queue.shift()!;
  };
  const ready = await next();
  if (!('ready' in ready)) throw new Error(`${target}: unexpected ${JSON.stringify(ready)}`);
  return { child, ...ready.ready, next };
};

const stop = (server: Server) =>
  new Promise<void>((r) => {
    server.child.once('exit', () => r());
    server.child.send('stop');
  });

const request = (server: Server, call: Call) => ({
  url: `http://127.0.0.1:${call.floor ? server.floorPort : server.port}${call.path}`,
  method: call.method,
  headers: { token: server.token, language: 'en', 'content-type': 'application/json' },
  ...(call.body ? { body: JSON.stringify(call.body) } : {}),
});

/** One call answers 200 with code 0 before it is loaded (a wrong setup must not measure errors). */
const check = async (server: Server, call: Call) => {
  const r = request(server, call);
  const res = await fetch(r.url, { method: r.method, headers: r.headers, body: r.body });
  const text = await res.text();
  if (res.status !== 200 || (call.body && (JSON.parse(text) as { code: number }).code !== 0))
    throw new Error(`${call.name}: ${res.status} ${text.slice(0, 300)}`);
};

export type Row = {
  target: string;
  call: string;
  rps: number;
  p99Full: number;
  p99Half: number;
  p50Alone: number;
  p99Alone: number;
  failed: number;
};

const measure = async (target: string, server: Server, call: Call): Promise<Row> => {
  await check(server, call);
  const base = { ...request(server, call), connections: CONNECTIONS };
  const full = await autocannon({ ...base, duration: SECONDS });
  const rate = Math.max(1, Math.round(full.requests.average / 2));
  const half = await autocannon({ ...base, duration: SECONDS, overallRate: rate });
  const alone = await autocannon({ ...base, connections: 1, duration: SECONDS });
  const row = {
    target,
    call: call.name,
    rps: full.requests.average,
    p99Full: full.latency.p99,
    p99Half: half.latency.p99,
    p50Alone: alone.latency.p50,
    p99Alone: alone.latency.p99,
    failed: [full, half, alone].reduce((n, r) => n + r.non2xx + r.errors, 0),
  };
  log(
    `  ${call.name.padEnd(20)} ${row.rps.toFixed(0).padStart(7)} req/s   p99 ${row.p99Full} ms at full load, ` +
      `${row.p99Half} ms at ${rate} req/s, one at a time p50 ${row.p50Alone} ms p99 ${row.p99Alone} ms` +
      `${row.failed ? `   (${row.failed} failed)` : ''}`,
  );
  return row;
};

/** A CPU profile of the server while the products page is loaded, and its top. */
const profile = async (target: string, server: Server) => {
  server.child.send('profile-start');
  await autocannon({ ...request(server, PRODUCTS), connections: CONNECTIONS, duration: SECONDS });
  server.child.send('profile-stop');
  const done = await server.next();
  if (!('profiled' in done)) throw new Error('no profile');
  const top = summarise(done.profiled, 12);
  log(
    `  profile ${done.profiled}\n  by function (self):\n${formatTop(top.functions)}\n  by origin:\n${formatTop(top.origins)}`,
  );
  return { target, file: done.profiled, ...top };
};

const rows: Row[] = [];
const profiles: Awaited<ReturnType<typeof profile>>[] = [];
const started = new Date();
for (const target of TARGETS) {
  log(`\n== ${target}${target === 'hello' ? '' : ': seeding, then loading'}`);
  const t0 = performance.now();
  const server = await start(target);
  if (target !== 'hello') log(`  ready in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  for (const call of target === 'hello' ? HELLO : PORTAL) rows.push(await measure(target, server, call));
  if (PROFILE && target !== 'hello') profiles.push(await profile(target, server));
  await stop(server);
}

const hello = rows.find((r) => r.target === 'hello')?.rps;
const pct = (r: Row) => (hello ? `${((100 * r.rps) / hello).toFixed(2)} %` : '–');
const table = [
  '| target | call | req/s | of hello | p99 at full load | p99 at half load | one at a time: p50, p99 |',
  '|---|---|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.target} | ${r.call} | ${r.rps.toFixed(0)} | ${pct(r)} | ${r.p99Full} ms | ${r.p99Half} ms | ` +
      `${r.p50Alone} ms, ${r.p99Alone} ms |` +
      (r.failed ? ` ${r.failed} failed |` : ''),
  ),
];
log(`\n${table.join('\n')}`);
const report = [
  '# HTTP benchmark',
  '',
  `Run ${started.toISOString()} on ${process.platform} ${process.arch}, ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ` +
    `Node ${process.version}, load average before ${loadavg()[0]!.toFixed(2)}. Command: ` +
    `\`npx tsx bench/http.ts ${process.argv.slice(2).join(' ')}\`. autocannon, ${CONNECTIONS} connections, ` +
    `${SECONDS} s per call at full load, then ${SECONDS} s at half of the measured rate, then ${SECONDS} s ` +
    'on one connection (one call at a time).',
  '',
  ...table,
  '',
  ...profiles.flatMap((p) => [
    `Profile of the products page on ${p.target} (${p.samples} samples, self time):`,
    '',
    '```',
    formatTop(p.functions),
    '',
    formatTop(p.origins),
    '```',
    '',
  ]),
];
if (process.argv.includes('--no-report')) log('\n(report not written: --no-report)');
else {
  writeFileSync(REPORT, report.join('\n'));
  log(`\nReport written to ${REPORT} (add the reading by hand)`);
}
process.exit(0);
