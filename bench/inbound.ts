// Receiving at volume (issue 11): one inbound order of 1,000 lines approved, received in one call,
// finished and put away through the warehouse integration API, as the WMS calls it. Target: the
// receipt (receive + finish receiving + put away) of 1,000 lines ≤ 2 s.
// Usage: npx tsx bench/inbound.ts [--lines 1000] [--driver pglite|postgres|both] [--runs 3]
// Prints figures and writes bench/reports/inbound.md.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { buildApp, type App } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/config';
import { inboundOrderLines, inboundOrders, tenants, warehouses } from '../apps/server/src/schema';
import { seedDemoRateCards } from '../apps/server/src/modules/rate-cards/rate-cards.demo';
import {
  arg,
  benchCompany,
  benchTenant,
  log,
  openFor,
  median,
  type BenchRow,
  figuresTable,
  onDrivers,
} from './support';
import { helpOnRequest } from './cli.mjs';

helpOnRequest(import.meta.filename);

const LINES = Number(arg('lines', '1000'));
const DRIVER = arg('driver', 'both');
const RUNS = Number(arg('runs', '3'));
const PER_CARTON = 24;

type Owner = { tenantId: number; companyId: number };

/**
 * A submitted order of LINES lines (one passed product each, 2 cartons of 24), written directly: the
 * customer's form takes at most 200 lines and the import 1,000 from a sheet; what is measured here is
 * the warehouse's side.
 */
const pendingOrder = async (app: App, owner: Owner, warehouseId: number, run: number) => {
  const { db } = app.deps;
  const prefix = `R${run}-`;
  await db.execute(sql`
    insert into products (tenant_id, company_id, sku, name_cn, name_en, category, weight_unit, size_unit,
                          forecast_weight_g, forecast_length_cm100, forecast_width_cm100, forecast_height_cm100,
                          pieces_per_carton, declared_value_cents, image_file_ids, status)
    select ${owner.tenantId}::bigint, ${owner.companyId}::bigint, ${prefix} || lpad(g::text, 5, '0'),
           '商品 ' || g, 'Product ' || g, 'APPAREL', 'kg', 'cm', 500, 1000, 2000, 3000, ${PER_CARTON}, 999, '{}', 'PASSED'
      from generate_series(1, ${LINES}::int) g`);
  const [order] = await db
    .insert(inboundOrders)
    .values({
      ...owner,
      warehouseId,
      orderNo: `IBBENCH${run}`,
      inboundType: 'STANDARD',
      headLeg: 'SELF_DELIVERY',
      status: 'PENDING_REVIEW',
      expectedArrival: '2030-01-15',
      totalBoxes: 2 * LINES,
      totalQuantity: 2 * PER_CARTON * LINES,
      submittedAt: new Date(),
    })
    .returning({ id: inboundOrders.id });
  await db.execute(sql`
    insert into inbound_order_lines (order_id, company_id, product_id, position, boxes, quantity)
    select ${order!.id}::bigint, ${owner.companyId}::bigint, id, row_number() over (order by id), 2, ${2 * PER_CARTON}
      from products where company_id = ${owner.companyId} and sku like ${`${prefix}%`}`);
  return order!.id;
};

const call = async (app: App, key: string, id: number, action: string, body: object = {}) => {
  const t0 = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: `/open-api/warehouse/inbound-orders/${id}/${action}`,
    headers: { 'x-api-key': key, 'idempotency-key': `${id}-${action}` },
    payload: body,
  });
  const ms = performance.now() - t0;
  if (res.statusCode !== 200) throw new Error(`${action}: ${res.statusCode} ${res.body}`);
  return ms;
};

const runDriver = async (driver: string): Promise<BenchRow[]> => {
  log(`\n== ${driver}`);
  const { database, drop } = await openFor(driver);
  const app = await buildApp({ config: testConfig(), database, sender: { send: async () => undefined } });
  await app.ready();
  try {
    const { db } = app.deps;
    const tenantId = await benchTenant(app);
    const [tenant] = await db.select().from(tenants).where(eq(tenants.id, tenantId));
    const [wh] = await db
      .insert(warehouses)
      .values({
        tenantId,
        code: 'LAX',
        nameZh: '洛杉矶',
        nameEn: 'LA',
        country: 'US',
        address: 'x',
        timezone: 'America/Los_Angeles',
      })
      .returning();
    await db.transaction((tx) => seedDemoRateCards(tx, tenantId));
    const { key } = await app.services.integration.apiKeys.create({
      warehouseCode: 'LAX',
      tenantCode: tenant!.code,
      name: 'bench',
    });
    const company = await benchCompany(app, tenantId, 'bench.inbound');
    const owner = { tenantId, companyId: company.companyId };
    await db.transaction((tx) =>
      app.services.finance.credit(tx, owner, {
        currency: 'USD',
        amountMinor: 100_000_000,
        type: 'RECHARGE',
        documentType: 'RECHARGE',
        documentNo: 'RC-BENCH',
        actor: 'bench',
      }),
    );

    const times: Record<string, number[]> = {};
    const note = (name: string, ms: number) => (times[name] ??= []).push(ms);
    for (let run = 0; run < RUNS; run++) {
      const id = await pendingOrder(app, owner, wh!.id, run);
      note('approve (1,000 lines in transit)', await call(app, key, id, 'approve'));
      await call(app, key, id, 'arrive');
      const lines = await db
        .select({ id: inboundOrderLines.id, quantity: inboundOrderLines.quantity })
        .from(inboundOrderLines)
        .where(eq(inboundOrderLines.orderId, id))
        .orderBy(asc(inboundOrderLines.position));
      const receive = await call(app, key, id, 'receive', {
        lines: lines.map((l) => ({ lineId: String(l.id), receivedQuantity: l.quantity, receivedBoxes: 2 })),
      });
      const finish = await call(app, key, id, 'finish-receiving');
      const putAway = await call(app, key, id, 'put-away');
      note('receive every line (one call)', receive);
      note('finish receiving (handling fee)', finish);
      note('put away (stock, lots, put-away fee)', putAway);
      note('the receipt: receive + finish + put away', receive + finish + putAway);
      log(`  run ${run + 1}: receipt ${(receive + finish + putAway).toFixed(0)} ms`);
    }
    const stock = await app.services.inventory.mismatches();
    const money = await app.services.finance.mismatches();
    if (stock.length > 0 || money.length > 0) throw new Error('an invariant does not hold after the bench');
    return Object.entries(times).map(([name, values]) => {
      const row = { driver, name, median: median(values), max: Math.max(...values) };
      log(
        `  ${name.padEnd(44)} median ${row.median.toFixed(1).padStart(8)} ms   max ${row.max.toFixed(1).padStart(8)} ms`,
      );
      return row;
    });
  } finally {
    await app.close();
    await drop();
  }
};

const all = await onDrivers(DRIVER, runDriver);

writeFileSync(
  resolve(import.meta.dirname, 'reports/inbound.md'),
  [
    '# Receiving at volume',
    '',
    `Last run: ${new Date().toISOString().slice(0, 10)}, \`npx tsx bench/inbound.ts\` on the development machine (2 cores).`,
    `An inbound order of ${LINES.toLocaleString('en')} lines (one SKU each, 2 cartons of ${PER_CARTON}) goes through the warehouse`,
    `integration API (\`app.inject\` with its key) from approval to put-away, ${RUNS} times; the stock and money`,
    'invariants are checked afterwards. Target: the receipt (receive + finish + put away) ≤ 2 s.',
    '',
    ...figuresTable(all),
    '',
  ].join('\n'),
);
