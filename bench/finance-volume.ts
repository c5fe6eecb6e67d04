// Finance at volume: the fee inquiry (POST /api/fees/page and /api/fees/totals) over one company's
// 1,000,000 fee records, and closing a month of another company's 100,000 ledger rows (the monthly
// statement job). Targets (issue 10): first page and totals ≤ 100 ms; a month closes in ≤ 5 s.
// Usage: npx tsx bench/finance-volume.ts [--fees 1000000] [--ledger 100000] [--driver pglite|postgres|both]
// Prints figures and writes bench/reports/finance-volume.md.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { addMonths, FINANCE_TIME_ZONE, monthOf, monthStart } from '@oms/contracts';
import { buildApp, type App } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/config';
import { warehouses } from '../apps/server/src/schema';
import { closeMonth } from '../apps/server/src/modules/statements/statements.close';
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

const FEES = Number(arg('fees', '1000000'));
const LEDGER = Number(arg('ledger', '100000'));
const DRIVER = arg('driver', 'both');
const RUNS = Number(arg('runs', '15'));

/** A company with its main user (all codes) signed in, and its open accounts. */
const companyOf = async (app: App, tenantId: number, name: string) => {
  const { token, ...ids } = await benchCompany(app, tenantId, name);
  const owner = { tenantId: ids.tenantId, companyId: ids.companyId };
  await app.deps.db.transaction((tx) => app.services.finance.openAccounts(tx, owner));
  return { owner, token };
};

/** `rows` deducted fee records over the last year (80% RMB), written by the database in batches. */
const fillFees = async (
  app: App,
  owner: { tenantId: number; companyId: number },
  warehouseId: number,
  rows: number,
) => {
  const { db } = app.deps;
  const batch = 100_000;
  for (let from = 1; from <= rows; from += batch) {
    const to = Math.min(rows, from + batch - 1);
    await db.execute(sql`
      insert into fee_records (tenant_id, company_id, account_id, currency, fee_type, name, unit_price, quantity,
                               amount, deducted, status, document_type, document_no, warehouse_id, created_at, deducted_at)
      select ${owner.tenantId}::bigint, ${owner.companyId}::bigint, a.id, a.currency,
             (array['SHIPPING','STORAGE','OUTBOUND_ORDER','OUTBOUND_PIECE','PACKAGING','INBOUND_HANDLING'])[1 + g % 6],
             'fee', 100 + g % 900, '1', 100 + g % 900, 100 + g % 900, 'DEDUCTED', 'OUTBOUND', 'OB' || g,
             ${warehouseId}::bigint, now() - (g * 31 || ' seconds')::interval, now() - (g * 31 || ' seconds')::interval
        from generate_series(${from}::int, ${to}::int) g
        join currency_accounts a on a.company_id = ${owner.companyId}
         and a.currency = case when g % 5 = 0 then 'USD' else 'CNY' end`);
    process.stdout.write(`\r  fee records ${to.toLocaleString('en')} / ${rows.toLocaleString('en')}`);
  }
  process.stdout.write('\n');
  // The kernel keeps the daily roll-up as it writes fee records; lines written in bulk get it here.
  await db.execute(sql`
    insert into fee_daily_totals (tenant_id, company_id, day, currency, fee_type, status, warehouse_id, count, amount, deducted, refunded)
    select tenant_id, company_id, (created_at at time zone ${FINANCE_TIME_ZONE})::date, currency, fee_type, status,
           coalesce(warehouse_id, 0), count(*), sum(amount), sum(deducted), sum(refunded)
      from fee_records where company_id = ${owner.companyId}
     group by 1, 2, 3, 4, 5, 6, 7`);
  await db.execute(sql`analyze fee_records`);
  await db.execute(sql`analyze fee_daily_totals`);
};

/** `rows` ledger rows in last month (half fees with their records, half recharges). */
const fillLedger = async (app: App, owner: { tenantId: number; companyId: number }, rows: number) => {
  const month = addMonths(monthOf(new Date()), -1);
  const from = monthStart(month);
  const half = rows / 2;
  const step = Math.floor((monthStart(addMonths(month, 1)).getTime() - from.getTime()) / half);
  const at = sql`${from.toISOString()}::timestamptz + (g::bigint * ${step}::bigint || ' milliseconds')::interval`;
  await app.deps.db.execute(sql`
    with account as (select id from currency_accounts where company_id = ${owner.companyId} and currency = 'CNY'),
    fees as (
      insert into fee_records (tenant_id, company_id, account_id, currency, fee_type, name, unit_price, quantity,
                               amount, deducted, status, document_type, document_no, created_at)
      select ${owner.tenantId}::bigint, ${owner.companyId}::bigint, (select id from account), 'CNY',
             (array['SHIPPING','STORAGE','OUTBOUND_ORDER','PACKAGING'])[1 + g % 4], 'fee', 100, '1', 100, 100,
             'DEDUCTED', 'OUTBOUND', 'OB' || g, ${at}
        from generate_series(0, ${half - 1}::int) g
      returning id, created_at)
    insert into ledger_entries (tenant_id, company_id, account_id, currency, type, amount, frozen_change,
                                balance_after, frozen_after, fee_record_id, created_at)
    select ${owner.tenantId}::bigint, ${owner.companyId}::bigint, (select id from account), 'CNY', 'FEE', -100, 0, 0, 0, id, created_at
      from fees
    union all
    select ${owner.tenantId}::bigint, ${owner.companyId}::bigint, (select id from account), 'CNY', 'RECHARGE', 300, 0, 0, 0, null, ${at}
      from generate_series(0, ${half - 1}::int) g`);
  await app.deps.db.execute(sql`analyze ledger_entries`);
  return month;
};

const runDriver = async (driver: string): Promise<BenchRow[]> => {
  log(`\n== ${driver}`);
  const { database, drop } = await openFor(driver);
  const app = await buildApp({ config: testConfig(), database, sender: { send: async () => undefined } });
  await app.ready();
  const rows: BenchRow[] = [];
  const note = noter(driver, rows, 52);
  try {
    const { db } = app.deps;
    const tenantId = await benchTenant(app);
    const [wh] = await db
      .insert(warehouses)
      .values({
        tenantId,
        code: 'LAX',
        nameZh: '洛杉矶',
        nameEn: 'LA',
        country: 'US',
        address: 'x',
        timezone: 'UTC',
      })
      .returning();
    const big = await companyOf(app, tenantId, 'bench.fees');
    await fillFees(app, big.owner, wh!.id, FEES);
    const month = new Date(Date.now() - 30 * 86_400_000).toISOString();
    note(
      'fee inquiry: first page',
      await timeCall(app, big.token, 'fees/page', { current: 1, size: 20 }, RUNS),
    );
    note('fee inquiry: totals of all 1,000,000', await timeCall(app, big.token, 'fees/totals', {}, RUNS));
    note(
      'fee inquiry: page 2, type = storage',
      await timeCall(app, big.token, 'fees/page', { current: 2, size: 20, feeType: 'STORAGE' }, RUNS),
    );
    note(
      'fee inquiry: totals, type = storage',
      await timeCall(app, big.token, 'fees/totals', { feeType: 'STORAGE' }, RUNS),
    );
    note(
      'fee inquiry: totals, last 30 days',
      await timeCall(app, big.token, 'fees/totals', { createdFrom: month }, RUNS),
    );
    note(
      'fee inquiry: one document number',
      await timeCall(app, big.token, 'fees/page', { current: 1, size: 20, documentNo: 'OB777777' }, RUNS),
    );

    const closer = await companyOf(app, tenantId, 'bench.ledger');
    const closing = await fillLedger(app, closer.owner, LEDGER);
    const mismatches = await app.services.finance.feeTotalsMismatches(db, big.owner.companyId);
    if (mismatches.length > 0)
      throw new Error(`the roll-up differs from the fee records: ${JSON.stringify(mismatches)}`);
    const t0 = performance.now();
    const [cny] = await db.transaction((tx) => closeMonth(tx, closer.owner, closing));
    const ms = performance.now() - t0;
    if (cny?.entries !== LEDGER) throw new Error(`closed ${cny?.entries} entries, expected ${LEDGER}`);
    note(`close a month of ${LEDGER.toLocaleString('en')} ledger rows`, { median: ms, max: ms });
    return rows;
  } finally {
    await app.close();
    await drop();
  }
};

const all = await onDrivers(DRIVER, runDriver);

writeFileSync(
  resolve(import.meta.dirname, 'reports/finance-volume.md'),
  [
    '# Finance at volume',
    '',
    `Last run: ${new Date().toISOString().slice(0, 10)}, \`npx tsx bench/finance-volume.ts\` on the development machine (2 cores).`,
    `One company holds ${FEES.toLocaleString('en')} fee records over a year (80% RMB); another has ${LEDGER.toLocaleString('en')}`,
    'ledger rows in last month. Calls go through HTTP (`app.inject`) with a session, as the browser makes them.',
    'Targets: first page and totals ≤ 100 ms; a month closes in ≤ 5 s.',
    '',
    ...figuresTable(all),
    '',
  ].join('\n'),
);
