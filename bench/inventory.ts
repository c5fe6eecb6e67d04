// Inventory at volume (issue 11): the stock page over 100,000 SKU × warehouse rows of one company, the
// stock detail over a 1,000,000-row movement log, and the daily storage job for 1,000 companies.
// Targets: stock page ≤ 100 ms, detail ≤ 50 ms, storage job ≤ 60 s for 1,000 companies (PostgreSQL).
// Usage: npx tsx bench/inventory.ts [--rows 100000] [--movements 1000000] [--companies 1000]
//        [--driver pglite|postgres|both] [--runs 15]
// Prints figures and writes bench/reports/inventory.md.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { and, eq, gt, sql } from 'drizzle-orm';
import { zonedDayText } from '@oms/contracts';
import { buildApp, type App } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/config';
import { stockBalances, warehouses } from '../apps/server/src/schema';
import { seedDemoRateCards } from '../apps/server/src/modules/rate-cards/rate-cards.demo';
import {
  arg,
  benchCompany,
  benchTenant,
  log,
  openFor,
  timeCall,
  type BenchRow,
  figuresTable,
  noter,
  onDrivers,
} from './support';
import { helpOnRequest } from './cli.mjs';

helpOnRequest(import.meta.filename);

const ROWS = Number(arg('rows', '100000'));
const MOVEMENTS = Number(arg('movements', '1000000'));
const COMPANIES = Number(arg('companies', '1000'));
const DRIVER = arg('driver', 'postgres');
const RUNS = Number(arg('runs', '15'));
/** SKUs each company of the storage job holds, each in one lot of several ages. */
const SKUS_PER_COMPANY = 10;

type Owner = { tenantId: number; companyId: number };

/** `count` passed products of the company (10 × 20 × 30 cm, 24 a carton), made by the database. */
const fillProducts = (app: App, owner: Owner, count: number, prefix: string) =>
  app.deps.db.execute(sql`
    insert into products (tenant_id, company_id, sku, name_cn, name_en, category, weight_unit, size_unit,
                          forecast_weight_g, forecast_length_cm100, forecast_width_cm100, forecast_height_cm100,
                          pieces_per_carton, declared_value_cents, image_file_ids, status)
    select ${owner.tenantId}::bigint, ${owner.companyId}::bigint, ${prefix} || lpad(g::text, 7, '0'),
           '商品 ' || g, 'Product ' || g, 'APPAREL', 'kg', 'cm', 500, 1000, 2000, 3000, 24, 999, '{}', 'PASSED'
      from generate_series(1, ${count}::int) g`);

/**
 * Stock of every product of the company in each warehouse: `available` (an SQL expression over the
 * product's id) pieces in one lot received `id % 365` days ago, with the movement that brought it, so the buckets equal the log and the lots.
 */
const fillStock = async (
  app: App,
  owner: Owner,
  warehouseIds: number[],
  available: ReturnType<typeof sql.raw>,
) => {
  const { db } = app.deps;
  for (const warehouseId of warehouseIds) {
    await db.execute(sql`
      insert into stock_balances (tenant_id, company_id, warehouse_id, product_id, available)
      select tenant_id, company_id, ${warehouseId}::bigint, id, ${available}
        from products where company_id = ${owner.companyId}`);
  }
  await db.execute(sql`
    insert into stock_movements (tenant_id, company_id, warehouse_id, product_id, balance_id, movement_type,
                                 document_type, document_no, d_in_transit, d_available, d_reserved, d_unsellable,
                                 d_shipped, in_transit_after, available_after, reserved_after, unsellable_after,
                                 shipped_after, created_by, created_at)
    select tenant_id, company_id, warehouse_id, product_id, id, 'RECEIVE', 'INBOUND', 'IB-BENCH-' || id, 0,
           available, 0, 0, 0, 0, available, 0, 0, 0, 'bench', now() - ((id % 365) || ' days')::interval
      from stock_balances where company_id = ${owner.companyId} and available > 0`);
  await db.execute(sql`
    insert into stock_lots (tenant_id, company_id, warehouse_id, product_id, balance_id, document_type, document_no,
                            received_at, quantity, remaining)
    select tenant_id, company_id, warehouse_id, product_id, id, 'INBOUND', 'IB-BENCH-' || id,
           now() - ((id % 365) || ' days')::interval, available, available
      from stock_balances where company_id = ${owner.companyId} and available > 0`);
};

/** `count` movements on one balance (receipts and shipments alternating), with balances after each. */
const fillLog = async (app: App, owner: Owner, balanceId: number) => {
  const { db } = app.deps;
  const batch = 200_000;
  for (let from = 1; from <= MOVEMENTS; from += batch) {
    const to = Math.min(MOVEMENTS, from + batch - 1);
    await db.execute(sql`
      insert into stock_movements (tenant_id, company_id, warehouse_id, product_id, balance_id, movement_type,
                                   document_type, document_no, d_in_transit, d_available, d_reserved, d_unsellable,
                                   d_shipped, in_transit_after, available_after, reserved_after, unsellable_after,
                                   shipped_after, created_by, created_at)
      select b.tenant_id, b.company_id, b.warehouse_id, b.product_id, b.id,
             case when g % 2 = 0 then 'RECEIVE' else 'ADJUST' end,
             case when g % 2 = 0 then 'INBOUND' else 'ADJUSTMENT' end, 'DOC' || g, 0,
             case when g % 2 = 0 then 5 else -5 end, 0, 0, 0, 0, 100 + (g % 2) * 5, 0, 0, 0, 'bench',
             now() - ((${MOVEMENTS}::int - g) || ' seconds')::interval
        from stock_balances b, generate_series(${from}::int, ${to}::int) g
       where b.id = ${balanceId}`);
    process.stdout.write(`\r  movements ${to.toLocaleString('en')} / ${MOVEMENTS.toLocaleString('en')}`);
  }
  process.stdout.write('\n');
  await db.execute(sql`analyze stock_movements`);
};

const runDriver = async (driver: string): Promise<BenchRow[]> => {
  log(`\n== ${driver}`);
  const { database, drop } = await openFor(driver);
  const app = await buildApp({ config: testConfig(), database, sender: { send: async () => undefined } });
  await app.ready();
  const rows: BenchRow[] = [];
  const note = noter(driver, rows);
  try {
    const { db } = app.deps;
    const tenantId = await benchTenant(app);
    const made = await db
      .insert(warehouses)
      .values(
        ['LAX', 'NJ'].map((code) => ({
          tenantId,
          code,
          nameZh: code,
          nameEn: code,
          country: 'US',
          address: 'x',
          timezone: 'America/Los_Angeles',
        })),
      )
      .returning();
    const warehouseIds = made.map((w) => w.id);
    await db.transaction((tx) => seedDemoRateCards(tx, tenantId));

    // The stock page: ROWS rows (half the SKUs in each of two warehouses), 1 in 5 empty.
    const big = await benchCompany(app, tenantId, 'bench.stock');
    const owner = { tenantId, companyId: big.companyId };
    await fillProducts(app, owner, ROWS / 2, 'SKU-');
    await fillStock(app, owner, warehouseIds, sql.raw('case when id % 5 = 0 then 0 else 10 + id % 90 end'));
    await db.execute(sql`analyze`);
    log(`  ${ROWS.toLocaleString('en')} stock rows`);
    note(
      'stock page: first page',
      await timeCall(app, big.token, 'inventory/page', { current: 1, size: 20 }, RUNS),
    );
    note(
      'stock page: one warehouse, has stock, by available',
      await timeCall(
        app,
        big.token,
        'inventory/page',
        {
          current: 1,
          size: 20,
          warehouseId: String(warehouseIds[1]),
          hasStock: 'YES',
          sort: '-available',
        },
        RUNS,
      ),
    );
    note(
      'stock page: SKU contains "12345"',
      await timeCall(app, big.token, 'inventory/page', { current: 1, size: 20, sku: '12345' }, RUNS),
    );
    note(
      'stock page: page 500',
      await timeCall(app, big.token, 'inventory/page', { current: 500, size: 20 }, RUNS),
    );
    note('stock ageing report (all rows)', await timeCall(app, big.token, 'inventory/ageing', {}, RUNS));

    // The stock detail: one balance with MOVEMENTS rows in its log.
    const [balance] = await db
      .select({ id: stockBalances.id })
      .from(stockBalances)
      .where(and(eq(stockBalances.companyId, big.companyId), gt(stockBalances.available, 0)))
      .orderBy(stockBalances.id)
      .limit(1);
    await fillLog(app, owner, balance!.id);
    const id = String(balance!.id);
    note('stock detail: the balance', await timeCall(app, big.token, 'inventory/detail', { id }, RUNS));
    note(
      `stock detail: movements, first page of ${MOVEMENTS.toLocaleString('en')}`,
      await timeCall(app, big.token, 'inventory/movements', { id, current: 1, size: 20 }, RUNS),
    );
    note(
      'stock detail: movements, page 100',
      await timeCall(app, big.token, 'inventory/movements', { id, current: 100, size: 20 }, RUNS),
    );
    note('stock detail: lots', await timeCall(app, big.token, 'inventory/lots', { id }, RUNS));
    note('stock detail: in transit', await timeCall(app, big.token, 'inventory/in-transit', { id }, RUNS));

    // The storage job: COMPANIES companies with SKUS_PER_COMPANY SKUs on hand in LAX and money to pay.
    const t0 = performance.now();
    for (let i = 0; i < COMPANIES; i++) {
      const c = await benchCompany(app, tenantId, `bench.storage.${i}`);
      const o = { tenantId, companyId: c.companyId };
      await fillProducts(app, o, SKUS_PER_COMPANY, `S${i}-`);
      await fillStock(app, o, [warehouseIds[0]!], sql.raw('50 + id % 50'));
      await db.transaction(async (tx) => {
        await app.services.finance.credit(tx, o, {
          currency: 'USD',
          amountMinor: 10_000_000,
          type: 'RECHARGE',
          documentType: 'RECHARGE',
          documentNo: `RC-BENCH-${i}`,
          actor: 'bench',
        });
      });
    }
    log(`  ${COMPANIES} companies with stock made in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    await db.execute(sql`analyze`);
    const day = zonedDayText(new Date(Date.now() - 86_400_000));
    const t1 = performance.now();
    const first = await app.services.inventory.chargeStorageDay(day);
    const ms = performance.now() - t1;
    log(`  storage job: ${JSON.stringify(first)}`);
    if (first.charged < COMPANIES) throw new Error(`charged ${first.charged} of ${COMPANIES} companies`);
    note(`storage job: one day, ${COMPANIES.toLocaleString('en')} companies`, { median: ms, max: ms });
    const t2 = performance.now();
    const again = await app.services.inventory.chargeStorageDay(day);
    const ms2 = performance.now() - t2;
    if (again.charged !== 0) throw new Error(`the second run charged ${again.charged} again`);
    note('storage job: the same day again (charges nothing)', { median: ms2, max: ms2 });
    const mismatches = await app.services.finance.mismatches(db);
    if (mismatches.length > 0) throw new Error(`ledger mismatches: ${JSON.stringify(mismatches)}`);
    return rows;
  } finally {
    await app.close();
    await drop();
  }
};

const all = await onDrivers(DRIVER, runDriver);

writeFileSync(
  resolve(import.meta.dirname, 'reports/inventory.md'),
  [
    '# Inventory at volume',
    '',
    `Last run: ${new Date().toISOString().slice(0, 10)}, \`npx tsx bench/inventory.ts --driver ${DRIVER}\` on the development machine (2 cores).`,
    `One company holds ${ROWS.toLocaleString('en')} SKU × warehouse rows (two warehouses, 1 in 5 empty); one of`,
    `its balances has ${MOVEMENTS.toLocaleString('en')} movements; ${COMPANIES.toLocaleString('en')} other companies hold ${SKUS_PER_COMPANY} SKUs each`,
    'for the storage job. Calls go through HTTP (`app.inject`) with a session, as the browser makes them.',
    'Targets: stock page ≤ 100 ms, detail ≤ 50 ms, the storage job ≤ 60 s for 1,000 companies (PostgreSQL).',
    '',
    ...figuresTable(all),
    '',
  ].join('\n'),
);
