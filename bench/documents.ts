// Document lists benchmark (issue 25): the relabel orders' and the returns' lists over 100,000
// documents each in one company (one line each), and the home page's calls with those documents
// present, on embedded PGlite and on the PostgreSQL server. Every call goes through HTTP
// (`app.inject`: routing, session, permission, validation, query, serialisation).
// Usage: npx tsx bench/documents.ts [--rows 100000] [--driver pglite|postgres|both] [--runs 15]
//        (postgres needs DATABASE_URL of a server where it may create and drop a database; default
//        postgres://postgres@127.0.0.1:5432/postgres). --help prints this.
// Prints figures and writes bench/reports/documents.md.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp, type App } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/config';
import { returnOrders, warehouses } from '../apps/server/src/schema';
import { helpOnRequest } from './cli.mjs';
import {
  arg,
  benchCompany,
  benchTenant,
  figuresTable,
  log,
  noter,
  onDrivers,
  openFor,
  timeCall,
  type BenchRow,
} from './support';

helpOnRequest(import.meta.filename);

const ROWS = Number(arg('rows', '100000'));
const DRIVER = arg('driver', 'both');
const RUNS = Number(arg('runs', '15'));

/** A company with a warehouse and two products, and `ROWS` relabel orders and returns in every state. */
const fill = async (app: App) => {
  const { db } = app.deps;
  const tenantId = await benchTenant(app);
  const [w] = await db
    .insert(warehouses)
    .values({
      tenantId,
      code: 'LAX',
      nameZh: '洛杉矶仓',
      nameEn: 'Los Angeles',
      country: 'US',
      address: '1 Bench Way, Carson, CA',
      timezone: 'America/Los_Angeles',
    })
    .returning();
  const c = await benchCompany(app, tenantId);
  const owner = sql`${tenantId}::bigint, ${c.companyId}::bigint, ${w!.id}::bigint`;
  await db.execute(sql`
    insert into products (tenant_id, company_id, sku, name_cn, name_en, category, weight_unit, size_unit,
                          forecast_weight_g, forecast_length_cm100, forecast_width_cm100, forecast_height_cm100,
                          pieces_per_carton, declared_value_cents, image_file_ids, status)
    select ${tenantId}::bigint, ${c.companyId}::bigint, 'BENCH-' || g, '商品 ' || g, 'Product ' || g,
           'APPAREL', 'kg', 'cm', 500, 1000, 2000, 3000, 24, 999, '{}', 'PASSED'
      from generate_series(1, 2) g`);
  const t0 = performance.now();
  await db.execute(sql`
    insert into relabel_orders (tenant_id, company_id, warehouse_id, relabel_no, status, line_count,
                                total_quantity, skus, created_by, created_at, updated_at)
    select ${owner}, 'RL20261129' || lpad(g::text, 7, '0'),
           (array['DRAFT','PENDING_REVIEW','PROCESSING','COMPLETED','REJECTED','CANCELLED'])[1 + g % 6],
           1, 1 + g % 9, 'BENCH-1 → BENCH-2', 'bench.main',
           now() - (g || ' seconds')::interval, now()
      from generate_series(1, ${ROWS}::int) g`);
  await db.execute(sql`
    insert into relabel_order_lines (order_id, company_id, position, old_product_id, new_product_id, quantity)
    select o.id, o.company_id, 0, (select min(id) from products), (select max(id) from products), o.total_quantity
      from relabel_orders o`);
  await db.execute(sql`
    insert into return_orders (tenant_id, company_id, warehouse_id, return_no, status, tracking_no, line_count,
                               total_quantity, skus, created_by, created_at, updated_at)
    select ${owner}, 'RT20261129' || lpad(g::text, 7, '0'),
           (array['DRAFT','PENDING_RECEIPT','RECEIVED','COMPLETED','CANCELLED'])[1 + g % 5],
           '9400' || lpad(g::text, 12, '0'), 1, 1 + g % 9, 'BENCH-1 ×' || (1 + g % 9), 'bench.main',
           now() - (g || ' seconds')::interval, now()
      from generate_series(1, ${ROWS}::int) g`);
  await db.execute(sql`
    insert into return_order_lines (order_id, company_id, position, product_id, quantity, handling)
    select o.id, o.company_id, 0, (select min(id) from products), o.total_quantity, 'RESTOCK'
      from return_orders o`);
  await db.execute(sql`analyze`);
  const [middle] = await db
    .select({ id: returnOrders.id })
    .from(returnOrders)
    .orderBy(returnOrders.id)
    .offset(Math.floor(ROWS / 2))
    .limit(1);
  return { token: c.token, fillMs: performance.now() - t0, returnId: String(middle!.id) };
};

const page = { current: 1, size: 20 };
const calls = (returnId: string): [string, string, object][] => [
  ['relabel orders: first page', 'relabel-orders/page', page],
  ['relabel orders: status = processing', 'relabel-orders/page', { ...page, status: 'PROCESSING' }],
  ['relabel orders: number contains "0004242"', 'relabel-orders/page', { ...page, relabelNo: '0004242' }],
  ['returns: first page', 'return-orders/page', page],
  ['returns: status = awaiting arrival', 'return-orders/page', { ...page, status: 'PENDING_RECEIPT' }],
  ['returns: tracking contains "00004242"', 'return-orders/page', { ...page, trackingNo: '00004242' }],
  ['returns: detail', 'return-orders/detail', { id: returnId }],
  ['home: countByStatus', 'homepage/countByStatus', {}],
  ['home: menuOrderCount', 'homepage/menuOrderCount', {}],
  ['home: dataStatistics', 'homepage/dataStatistics', {}],
  ['top bar search "RT2026112900042"', 'search/find', { keyword: 'RT2026112900042' }],
];

const runDriver = async (driver: string): Promise<BenchRow[]> => {
  log(`\n== ${driver}: ${ROWS.toLocaleString('en')} relabel orders and ${ROWS.toLocaleString('en')} returns`);
  const { database, drop } = await openFor(driver);
  const app = await buildApp({ config: testConfig(), database, sender: { send: async () => undefined } });
  await app.ready();
  const rows: BenchRow[] = [];
  try {
    const { token, fillMs, returnId } = await fill(app);
    log(`  filled in ${(fillMs / 1000).toFixed(1)} s`);
    const note = noter(driver, rows);
    for (const [name, path, body] of calls(returnId))
      note(name, await timeCall(app, token, path, body, RUNS));
  } finally {
    await app.close();
    await drop();
  }
  return rows;
};

const rows = await onDrivers(DRIVER, runDriver);
const report = [
  '# Document lists benchmark',
  '',
  `Run ${new Date().toISOString()} on ${process.platform} ${process.arch}, Node ${process.version}: ` +
    `${ROWS.toLocaleString('en')} relabel orders and ${ROWS.toLocaleString('en')} returns (one line each, ` +
    `every state) in one company; each call through the app (\`app.inject\`), ${RUNS} timed runs after 2 ` +
    'warm-ups, one call at a time. Issue 25 asks ≤ 50 ms for each. Reproduce: `npx tsx bench/documents.ts`.',
  '',
  ...figuresTable(rows),
];
writeFileSync(resolve(import.meta.dirname, 'reports/documents.md'), `${report.join('\n')}\n`);
log('\nReport written to bench/reports/documents.md');
