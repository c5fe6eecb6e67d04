// What every benchmark needs: its command-line options, and a fresh migrated database on either
// driver (PGlite in memory, or a throwaway PostgreSQL database dropped afterwards).
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import pg from 'pg';
import type { App } from '../apps/server/src/app';
import { openPglite, openPostgres, runMigrations, type Database } from '../apps/server/src/db/client';
import { companies, tenants, users } from '../apps/server/src/schema';

/** `--name value` from the command line, or the fallback. */
export { option as arg } from './cli.mjs';

/** A server where the benchmark may create and drop a database. */
export const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const log = (line: string) => process.stdout.write(`${line}\n`);

export type Opened = { database: Database; drop: () => Promise<void> };

/** A migrated database of the driver (`pglite` or `postgres`), and how to get rid of it. */
export const openFor = async (driver: string): Promise<Opened> => {
  if (driver === 'pglite') {
    const database = await openPglite(undefined);
    await runMigrations(database);
    return { database, drop: () => database.close() };
  }
  const name = `oms_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), () => undefined);
  await runMigrations(database);
  return {
    database,
    drop: async () => {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
};

/** The benchmarks' operator. */
export const benchTenant = async (app: App) =>
  (await app.deps.db.insert(tenants).values({ code: 'BENCH', name: 'Bench operator' }).returning())[0]!.id;

/**
 * A company of the tenant with its main account (every code) signed in: what the calls need. The
 * main account never signs in with a password here, so it holds none that could.
 */
export const benchCompany = async (app: App, tenantId: number, name = 'bench.main') => {
  const { db } = app.deps;
  const [company] = await db.insert(companies).values({ tenantId, name }).returning();
  const [main] = await db
    .insert(users)
    .values({
      tenantId,
      companyId: company!.id,
      accountName: name,
      userName: name,
      passwordHash: '!',
      isMain: true,
    })
    .returning();
  const token = await app.services.sessions.create(db, main!.id, {});
  return { tenantId, companyId: company!.id, userId: main!.id, token };
};

/** The middle value (the upper one of an even count). */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** One figure of a report: what was measured, on which driver. */
export type BenchRow = { driver: string; name: string; median: number; max: number };

/** Records a figure of `driver` into `rows` and prints it as a line (names padded to `width`). */
export const noter =
  (driver: string, rows: BenchRow[], width = 56) =>
  (name: string, t: { median: number; max: number }) => {
    rows.push({ driver, name, ...t });
    log(
      `  ${name.padEnd(width)} median ${t.median.toFixed(1).padStart(8)} ms   max ${t.max.toFixed(1).padStart(8)} ms`,
    );
  };

/** Runs the bench on each driver `--driver` names (`both`: PGlite, then PostgreSQL), one after the other. */
export const onDrivers = async (driver: string, run: (driver: string) => Promise<BenchRow[]>) => {
  const all: BenchRow[] = [];
  for (const d of driver === 'both' ? ['pglite', 'postgres'] : [driver]) all.push(...(await run(d)));
  return all;
};

/** The report's table of figures, as markdown lines. */
export const figuresTable = (rows: BenchRow[]) => [
  '| driver | what | median | max |',
  '|---|---|---:|---:|',
  ...rows.map((r) => `| ${r.driver} | ${r.name} | ${r.median.toFixed(1)} ms | ${r.max.toFixed(1)} ms |`),
];

/** Median and slowest time of a customer call over `runs` runs (after two warm-ups), through HTTP. */
export const timeCall = async (app: App, token: string, path: string, body: object, runs: number) => {
  const times: number[] = [];
  for (let i = 0; i < runs + 2; i++) {
    const t0 = performance.now();
    const res = await app.inject({ method: 'POST', url: `/api/${path}`, headers: { token }, payload: body });
    if (res.json<{ code: number }>().code !== 0) throw new Error(`${path}: ${res.body}`);
    if (i >= 2) times.push(performance.now() - t0);
  }
  return { median: median(times), max: Math.max(...times) };
};

/**
 * Runs `work`; with `--profile DIR` on the command line, also writes a V8 CPU profile of it (the
 * format of `node --cpu-prof`; read it with bench/cpuprofile.ts) as DIR/NAME-TIME.cpuprofile.
 */
export const profiled = async <T>(name: string, dir: string | undefined, work: () => Promise<T>) => {
  if (!dir) return work();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    mkdirSync(dir, { recursive: true });
    const file = `${dir}/${name}-${Date.now()}.cpuprofile`;
    writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
    log(`  profile: ${file}`);
  }
};

/** CPU time (user + system, ms) of this machine's processes named `postgres` (Linux /proc); null elsewhere. */
const postgresCpuMs = (): number | null => {
  try {
    const tick = 1000 / 100; // USER_HZ is 100 on Linux
    let sum = 0;
    for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
      let stat: string;
      try {
        stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      } catch {
        continue; // gone meanwhile
      }
      const close = stat.lastIndexOf(')');
      if (stat.slice(stat.indexOf('(') + 1, close) !== 'postgres') continue;
      const fields = stat.slice(close + 2).split(' ');
      sum += (Number(fields[11]) + Number(fields[12])) * tick; // utime, stime
    }
    return sum;
  } catch {
    return null;
  }
};

/**
 * Starts counting CPU time; the answer reads what was spent since, in ms: by this process (server and
 * load, with PGlite the database too) and, with `postgres`, by a local PostgreSQL's processes (null
 * when not asked or not readable).
 */
export const cpuMeter = (postgres: boolean) => {
  const pgCpu = () => (postgres ? postgresCpuMs() : null);
  const self = process.cpuUsage();
  const pg = pgCpu();
  return () => {
    const used = process.cpuUsage(self);
    const pgNow = pgCpu();
    return {
      processMs: (used.user + used.system) / 1000,
      postgresMs: pg === null || pgNow === null ? null : pgNow - pg,
    };
  };
};
