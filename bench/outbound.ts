// Outbound benchmark (issue 24 §5), through the app (`app.inject`: routing, session, permission,
// validation, the service's transaction with its stock and money moves, serialisation):
// - submits accepted per second: ORDERS one-piece orders submitted all at once on one hot SKU that
//   has HOT pieces (exactly HOT must be taken, the rest refused), then on ORDERS SKUs of one piece each;
// - an xlsx of IMPORT orders (one line each) through the import job, upload to result;
// - the outbound list's pages over ROWS orders of one company.
// After each part the stock and money invariants are checked (every balance equals its log).
// Targets: ≥ 300 orders/s on one hot SKU on PostgreSQL; the 5,000-order import ≤ 10 s; list pages
// ≤ 50 ms one call at a time.
// Usage: npx tsx bench/outbound.ts [--orders 1000] [--hot 300] [--import 5000] [--rows 1000000]
//        [--driver pglite|postgres|both] [--runs 15] [--response-check off|on] [--profile DIR]
//        (postgres: DATABASE_URL of a server where it may create and drop a database; default
//        postgres://postgres@127.0.0.1:5432/postgres; --response-check on: answers checked as in
//        tests; --profile: V8 CPU profiles of the submit races, read by bench/cpuprofile.ts)
// Prints figures and writes bench/reports/outbound.md.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { and, count, eq, sql } from 'drizzle-orm';
import { OUTBOUND_IMPORT_KIND, type ImportResult } from '@oms/contracts';
import { buildApp, type App } from '../apps/server/src/app';
import { testConfig, type Config } from '../apps/server/src/config';
import {
  certifications,
  outboundOrders,
  products,
  warehouseSignings,
  warehouses,
} from '../apps/server/src/schema';
import { seedDemoRateCards } from '../apps/server/src/modules/rate-cards/rate-cards.demo';
import { multipart, readXlsx, xlsxBytes } from '../apps/server/src/lib/file-fixtures.test-support';
import { RECIPIENT } from '../apps/server/src/modules/outbound-orders/outbound-orders.test-support';
import { arg, benchCompany, benchTenant, cpuMeter, log, openFor, profiled } from './support';
import { helpOnRequest } from './cli.mjs';

helpOnRequest(import.meta.filename);

const ORDERS = Number(arg('orders', '1000'));
const HOT = Number(arg('hot', '300'));
const IMPORT = Number(arg('import', '5000'));
const ROWS = Number(arg('rows', '1000000'));
const DRIVER = arg('driver', 'both');
const RUNS = Number(arg('runs', '15'));
const PROFILE = arg('profile', '') || undefined;

type Body<T> = { code: number; message: string; data: T };
type World = Awaited<ReturnType<typeof world>>;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

const post = async <T>(app: App, token: string, path: string, payload: object) => {
  const res = await app.inject({
    method: 'POST',
    url: `/api/${path}`,
    headers: { token, language: 'en' },
    payload,
  });
  return res.json<Body<T>>();
};

/**
 * The operator's LAX warehouse with the demo rate card, and a certified company signed to it with
 * money enough for every order (what the customer's forms need before the first order).
 */
const world = async (app: App) => {
  const { db } = app.deps;
  const tenantId = await benchTenant(app);
  const [lax] = await db
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
  await db.transaction((tx) => seedDemoRateCards(tx, tenantId));
  const company = await benchCompany(app, tenantId);
  const owner = { tenantId, companyId: company.companyId };
  await db.insert(certifications).values({ ...owner, status: 'PASSED' });
  await db.insert(warehouseSignings).values({ ...owner, warehouseId: lax!.id, status: 'SIGNED' });
  await db.transaction((tx) =>
    app.services.finance.credit(tx, owner, {
      currency: 'USD',
      amountMinor: 1_000_000_000,
      type: 'RECHARGE',
      documentType: 'RECHARGE',
      documentNo: 'RC-BENCH',
      actor: 'bench',
    }),
  );
  return { ...company, owner, warehouseId: lax!.id };
};

/** `count` passed products (0.5 kg, 10 × 20 × 30 cm) with `each` pieces available at LAX; their ids. */
const stocked = async (app: App, w: World, prefix: string, count: number, each: number) => {
  const { db } = app.deps;
  await db.execute(sql`
    insert into products (tenant_id, company_id, sku, name_cn, name_en, category, weight_unit, size_unit,
                          forecast_weight_g, forecast_length_cm100, forecast_width_cm100, forecast_height_cm100,
                          pieces_per_carton, declared_value_cents, image_file_ids, status)
    select ${w.owner.tenantId}::bigint, ${w.owner.companyId}::bigint, ${prefix} || lpad(g::text, 6, '0'),
           '商品 ' || g, 'Product ' || g, 'APPAREL', 'kg', 'cm', 500, 1000, 2000, 3000, 24, 999, '{}', 'PASSED'
      from generate_series(1, ${count}::int) g`);
  const rows = await db
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(and(eq(products.companyId, w.owner.companyId), sql`${products.sku} like ${`${prefix}%`}`))
    .orderBy(products.id);
  await db.transaction((tx) =>
    app.services.inventory.receive(tx, w.owner, {
      warehouseId: w.warehouseId,
      documentType: 'ADJUSTMENT',
      documentNo: `ADJ-${prefix}`,
      actor: 'bench',
      lines: rows.map((p) => ({ productId: p.id, fromTransit: 0, quantity: each })),
    }),
  );
  return rows;
};

/** Stock and money equal their logs for the whole database; throws where they do not. */
const invariants = async (app: App) => {
  const stock = await app.services.inventory.mismatches();
  const money = await app.services.finance.mismatches();
  if (stock.length > 0 || money.length > 0)
    throw new Error(`invariants broken: ${JSON.stringify({ stock, money })}`);
};

/**
 * One draft per product id of `lines` (one piece each), made through the form's call one after the
 * other; then every submit sent at once. Answers the submit rate and what was taken.
 */
const race = async (app: App, w: World, name: string, productIds: number[], driver: string) => {
  const ids: string[] = [];
  const t0 = performance.now();
  for (const productId of productIds) {
    const made = await post<{ id: string }>(app, w.token, 'outbound-orders/create', {
      type: 'PARCEL',
      warehouseId: String(w.warehouseId),
      lines: [{ kind: 'PRODUCT', id: String(productId), quantity: 1 }],
      recipient: RECIPIENT,
    });
    if (made.code !== 0) throw new Error(`create refused: ${made.message}`);
    ids.push(made.data.id);
  }
  const draftsMs = performance.now() - t0;
  const t1 = performance.now();
  const cpu = cpuMeter(driver === 'postgres');
  const answers = await profiled(`submits-${name}`, PROFILE, () =>
    Promise.all(ids.map((id) => post(app, w.token, 'outbound-orders/submit', { id }))),
  );
  const submitMs = performance.now() - t1;
  const spent = cpu();
  const taken = answers.filter((a) => a.code === 0).length;
  const refused = answers.filter((a) => a.code === 409).length;
  const other = answers.filter((a) => a.code !== 0 && a.code !== 409);
  if (other.length > 0) throw new Error(`unexpected answers: ${other[0]!.message}`);
  const [pending] = await app.deps.db
    .select({ n: count() })
    .from(outboundOrders)
    .where(
      and(
        eq(outboundOrders.companyId, w.owner.companyId),
        sql`${outboundOrders.id} in ${ids.map(Number)}`,
        eq(outboundOrders.status, 'PENDING_OUTBOUND'),
      ),
    );
  await invariants(app);
  const perSubmit = (ms: number | null) => (ms === null ? null : ms / ids.length);
  return {
    orders: ids.length,
    draftsMs,
    submitMs,
    taken,
    refused,
    pending: pending!.n,
    cpu: { process: perSubmit(spent.processMs)!, postgres: perSubmit(spent.postgresMs) },
  };
};

/** An xlsx of `orders` one-line orders on the products (round robin), uploaded and followed to its result. */
const importOrders = async (app: App, w: World, skus: string[], orders: number) => {
  const template = await app.inject({
    method: 'GET',
    url: `/api/imports/template?kind=${OUTBOUND_IMPORT_KIND}&language=en`,
    headers: { token: w.token },
  });
  const [header] = await readXlsx(template.rawPayload);
  const r = RECIPIENT;
  const rows = Array.from({ length: orders }, (_, i) => [
    `BENCH-${String(i).padStart(6, '0')}`,
    'LAX',
    '',
    skus[i % skus.length]!,
    1,
    r.name,
    '',
    r.phone,
    '',
    r.country,
    r.state,
    r.city,
    r.postalCode,
    r.address,
    '',
  ]);
  const content = await xlsxBytes([header!, ...rows]);
  const body = multipart({ name: 'orders.xlsx', content });
  const t0 = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: `/api/imports/upload?kind=${OUTBOUND_IMPORT_KIND}`,
    headers: { ...body.headers, token: w.token, language: 'en' },
    payload: body.payload,
  });
  let result = res.json<Body<ImportResult>>().data;
  while (result.status === 'PENDING') {
    await new Promise((done) => setTimeout(done, 50));
    result = (await post<ImportResult>(app, w.token, 'imports/result', { id: result.jobId })).data;
  }
  const ms = performance.now() - t0;
  if (result.status !== 'SUCCEEDED') throw new Error(`import ${result.status}: ${JSON.stringify(result)}`);
  return { ms, orders: result.succeeded, bytes: content.length };
};

/** `rows` orders of the company in every state, written by the database in batches, then analysed. */
const fillOrders = async (app: App, w: World, rows: number) => {
  const { db } = app.deps;
  const batch = 100_000;
  const states = `{DRAFT,PENDING_OUTBOUND,ON_HOLD,HAS_ERROR,PROCESSING,SHIPPED,SHIPPED,SHIPPED,SHIPPED,CANCELLED}`;
  for (let from = 1; from <= rows; from += batch) {
    const to = Math.min(rows, from + batch - 1);
    await db.execute(sql`
      insert into outbound_orders (tenant_id, company_id, warehouse_id, order_no, reference_no, type, status,
                                   recipient, recipient_name, options, total_quantity, sku_count, created_by,
                                   created_at, updated_at)
      select ${w.owner.tenantId}::bigint, ${w.owner.companyId}::bigint, ${w.warehouseId}::bigint,
             'OBL' || lpad(g::text, 9, '0'), 'SHOP-' || g, 'PARCEL', (${states}::text[])[1 + g % 10],
             ${JSON.stringify(RECIPIENT)}::jsonb, 'Buyer ' || (g % 9973),
             '{"shortageAllowed":false,"expedited":false,"signature":"NONE","ageCheck":false}'::jsonb,
             1 + g % 5, 1, 'bench.main', now() - (g || ' seconds')::interval, now() - (g || ' seconds')::interval
        from generate_series(${from}::int, ${to}::int) g`);
    process.stdout.write(`\r  orders ${to.toLocaleString('en')} / ${rows.toLocaleString('en')}`);
  }
  process.stdout.write('\n');
  // A parcel for every shipped order, tracking number BT + its serial: what the top bar's search reads.
  await db.execute(sql`
    insert into shipments (tenant_id, company_id, order_id, warehouse_id, shipment_no, carrier, tracking_no,
                           weight_g, shipped_at, created_by)
    select tenant_id, company_id, id, warehouse_id, 'SPL' || substr(order_no, 4), 'USPS',
           'BT' || substr(order_no, 4), 500, created_at, 'bench.main'
      from outbound_orders where company_id = ${w.owner.companyId} and order_no like 'OBL%' and status = 'SHIPPED'`);
  await db.execute(sql`analyze outbound_orders`);
  await db.execute(sql`analyze shipments`);
};

type ListFigure = { name: string; median: number; p95: number; total: string };

/** The top bar's search over the same orders: by an order number and by a parcel's tracking number. */
const searchCalls = async (app: App, w: World): Promise<ListFigure[]> => {
  const cases: [string, string][] = [
    ['top bar search: order number "OBL00012345"', 'OBL00012345'],
    ['top bar search: tracking number "BT000012345"', 'BT000012345'],
    ['top bar search: "SHOP-4242" (reference numbers)', 'SHOP-4242'],
  ];
  const figures: ListFigure[] = [];
  for (const [name, keyword] of cases) {
    const times: number[] = [];
    let total = 0;
    let answerOf: unknown;
    for (let i = 0; i < RUNS + 2; i++) {
      const t0 = performance.now();
      const answer = await post<{ groups: { entity: string; total: number }[] }>(
        app,
        w.token,
        'search/find',
        {
          keyword,
        },
      );
      if (answer.code !== 0) throw new Error(`search ${keyword} → ${answer.message}`);
      if (i >= 2) times.push(performance.now() - t0);
      answerOf = answer.data;
      total = answer.data.groups.find((g) => g.entity === 'outbound-orders')?.total ?? 0;
    }
    if (total === 0) throw new Error(`search ${keyword} found no order: ${JSON.stringify(answerOf)}`);
    const f = { name, median: percentile(times, 50), p95: percentile(times, 95), total: String(total) };
    log(
      `  ${name.padEnd(42)} median ${f.median.toFixed(1).padStart(7)} ms   p95 ${f.p95.toFixed(1).padStart(7)} ms   orders ${total}`,
    );
    figures.push(f);
  }
  return figures;
};

const listPages = async (app: App, w: World): Promise<ListFigure[]> => {
  const page = async (body: Record<string, unknown>) => {
    const answer = await post<{
      records: unknown[];
      total: number;
      totalExact?: boolean;
      nextCursor?: string;
    }>(app, w.token, 'outbound-orders/page', body);
    if (answer.code !== 0) throw new Error(`${JSON.stringify(body)} → ${answer.message}`);
    return answer.data;
  };
  const size = 20;
  let cursor: string | undefined;
  const cases: [string, () => Promise<Record<string, unknown>>][] = [
    ['first page (newest first)', async () => ({ current: 1, size })],
    ['page 2 (needs the count)', async () => ({ current: 2, size })],
    ['page 25,000 (offset 500,000)', async () => ({ current: 25_000, size })],
    [
      'next page by cursor, 100 pages deep',
      async () => {
        if (!cursor) {
          let data = await page({ current: 1, size });
          for (let i = 0; i < 99; i++) data = await page({ current: i + 2, size, cursor: data.nextCursor });
          cursor = data.nextCursor ?? undefined;
        }
        return { current: 101, size, cursor };
      },
    ],
    ['status = on hold (10 %), page 2', async () => ({ current: 2, size, status: 'ON_HOLD' })],
    ['sorted by shipped time, page 3', async () => ({ current: 3, size, sort: 'shippedAt' })],
    ['order number contains "OBL00012345"', async () => ({ current: 1, size, orderNo: 'OBL00012345' })],
    ['recipient contains "Buyer 42", page 2', async () => ({ current: 2, size, recipientName: 'Buyer 42' })],
  ];
  const figures: ListFigure[] = [];
  for (const [name, body] of cases) {
    const times: number[] = [];
    let last: Awaited<ReturnType<typeof page>> | undefined;
    for (let i = 0; i < RUNS + 2; i++) {
      const request = await body();
      const t0 = performance.now();
      last = await page(request);
      if (i >= 2) times.push(performance.now() - t0);
    }
    const total =
      last!.totalExact === false
        ? `about ${last!.total.toLocaleString('en')}`
        : last!.total.toLocaleString('en');
    const f = { name, median: percentile(times, 50), p95: percentile(times, 95), total };
    log(
      `  ${name.padEnd(42)} median ${f.median.toFixed(1).padStart(7)} ms   p95 ${f.p95.toFixed(1).padStart(7)} ms   total ${total}`,
    );
    figures.push(f);
  }
  return figures;
};

type Cpu = { process: number; postgres: number | null };
const ms = (n: number | null) => (n === null ? '-' : `${n.toFixed(2)} ms`);
const cpuText = (c: Cpu) =>
  `CPU per submit: this process ${ms(c.process)}` +
  (c.postgres === null ? '' : `, PostgreSQL ${ms(c.postgres)}`);

const runDriver = async (driver: string) => {
  log(`\n== ${driver}`);
  const { database, drop } = await openFor(driver);
  // As deployed: answers written by their compiled serialisers, unchecked (`--response-check on`: as in tests).
  const config = testConfig({ RESPONSE_CHECK: arg('response-check', 'off') as Config['RESPONSE_CHECK'] });
  const app = await buildApp({ config, database, sender: { send: async () => undefined } });
  await app.ready();
  try {
    const w = await world(app);
    const [hot] = await stocked(app, w, 'HOT-', 1, HOT);
    const hotRace = await race(
      app,
      w,
      'hot',
      Array.from({ length: ORDERS }, () => hot!.id),
      driver,
    );
    if (hotRace.pending !== Math.min(HOT, ORDERS) || hotRace.taken !== hotRace.pending)
      throw new Error(`hot SKU: ${hotRace.taken} taken, ${hotRace.pending} pending, ${HOT} in stock`);
    const rate = (r: typeof hotRace) => r.orders / (r.submitMs / 1000);
    log(
      `  hot SKU: ${hotRace.orders} submits at once, ${hotRace.taken} taken, ${hotRace.refused} refused: ` +
        `${(hotRace.submitMs / 1000).toFixed(2)} s, ${rate(hotRace).toFixed(0)} submits/s, ${cpuText(hotRace.cpu)}`,
    );
    const many = await stocked(app, w, 'MANY-', ORDERS, 1);
    const manyRace = await race(
      app,
      w,
      'many',
      many.map((p) => p.id),
      driver,
    );
    if (manyRace.taken !== ORDERS) throw new Error(`many SKUs: ${manyRace.taken} of ${ORDERS} taken`);
    log(
      `  ${ORDERS} SKUs: ${manyRace.orders} submits at once, all taken: ` +
        `${(manyRace.submitMs / 1000).toFixed(2)} s, ${rate(manyRace).toFixed(0)} submits/s ` +
        `(drafts before: ${(manyRace.orders / (manyRace.draftsMs / 1000)).toFixed(0)}/s one at a time), ` +
        cpuText(manyRace.cpu),
    );
    const imported = await importOrders(
      app,
      w,
      many.map((p) => p.sku),
      IMPORT,
    );
    log(
      `  xlsx of ${imported.orders.toLocaleString('en')} orders (${(imported.bytes / 1024).toFixed(0)} KiB): ` +
        `${(imported.ms / 1000).toFixed(2)} s upload to result`,
    );
    await invariants(app);
    await fillOrders(app, w, ROWS);
    const list = [...(await listPages(app, w)), ...(await searchCalls(app, w))];
    return { driver, hotRace, manyRace, rate: [rate(hotRace), rate(manyRace)], imported, list };
  } finally {
    await app.close();
    await drop();
  }
};

const main = async () => {
  const runs = [];
  for (const d of DRIVER === 'both' ? ['pglite', 'postgres'] : [DRIVER]) runs.push(await runDriver(d));
  const lines = [
    '# Outbound benchmark',
    '',
    `Run ${new Date().toISOString()} on ${process.platform} ${process.arch}, Node ${process.version}, through ` +
      '`app.inject` (routing, session, permission, validation, the transaction with its stock and money ' +
      `moves, serialisation). Reproduce: \`npx tsx bench/outbound.ts\`. Stock and money equal their logs ` +
      'after every part (the bench stops otherwise).',
    '',
    'Targets (issue 24 §5): ≥ 300 orders/s on one hot SKU on PostgreSQL; the 5,000-order import ≤ 10 s; ' +
      'list pages ≤ 50 ms one call at a time.',
    '',
    'CPU per submit: of this process (server and load; with PGlite the database too) and of the local ' +
      "PostgreSQL server's processes, over the race. On two cores, 2,000 ms of CPU a second is all there is.",
    '',
    '| driver | submits at once | taken | refused | time | submits/s | CPU per submit: process | PostgreSQL |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of runs) {
    lines.push(
      `| ${r.driver} | ${r.hotRace.orders} one-piece orders on one SKU of ${HOT} pieces | ${r.hotRace.taken} | ` +
        `${r.hotRace.refused} | ${(r.hotRace.submitMs / 1000).toFixed(2)} s | ${r.rate[0]!.toFixed(0)} | ` +
        `${ms(r.hotRace.cpu.process)} | ${r.hotRace.cpu.postgres === null ? 'in the process' : ms(r.hotRace.cpu.postgres)} |`,
      `| ${r.driver} | ${r.manyRace.orders} one-piece orders on as many SKUs | ${r.manyRace.taken} | ` +
        `${r.manyRace.refused} | ${(r.manyRace.submitMs / 1000).toFixed(2)} s | ${r.rate[1]!.toFixed(0)} | ` +
        `${ms(r.manyRace.cpu.process)} | ${r.manyRace.cpu.postgres === null ? 'in the process' : ms(r.manyRace.cpu.postgres)} |`,
    );
  }
  lines.push('', '| driver | xlsx import | upload to result |', '|---|---|---:|');
  for (const r of runs)
    lines.push(
      `| ${r.driver} | ${r.imported.orders.toLocaleString('en')} one-line orders ` +
        `(${(r.imported.bytes / 1024).toFixed(0)} KiB) | ${(r.imported.ms / 1000).toFixed(2)} s |`,
    );
  for (const r of runs) {
    lines.push(
      '',
      `## Outbound list over ${ROWS.toLocaleString('en')} orders on ${r.driver}`,
      '',
      `POST /api/outbound-orders/page, page size 20, and the top bar's POST /api/search/find (every ` +
        `document type the owner may open; "total answered" is its outbound orders), ${RUNS} timed runs ` +
        'after 2 warm-ups; a parcel for every shipped order.',
      '',
      '| request | median | p95 | total answered |',
      '|---|---:|---:|---|',
      ...r.list.map((f) => `| ${f.name} | ${f.median.toFixed(1)} ms | ${f.p95.toFixed(1)} ms | ${f.total} |`),
    );
  }
  writeFileSync(resolve(import.meta.dirname, 'reports/outbound.md'), `${lines.join('\n')}\n`);
  log('\nReport written to bench/reports/outbound.md');
};

await main();
process.exit(0);
