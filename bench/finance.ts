// Finance benchmark: the money kernel's charges on one hot account (every charge is one conditional
// update of the same row, so they queue on its lock), on embedded PGlite and on the PostgreSQL server;
// after the run the account must equal its ledger. Targets (issue 10): ≥ 300 charges/s on PostgreSQL.
// Usage: npx tsx bench/finance.ts [--charges 3000] [--concurrency 16] [--driver pglite|postgres|both]
//        (postgres needs DATABASE_URL of a server where it may create and drop a database)
// Prints figures and writes bench/reports/finance.md.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildApp, type App } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/config';
import { InsufficientFunds, type Owner } from '../apps/server/src/modules/finance/finance.service';
import { arg, benchCompany, benchTenant, log, openFor } from './support';
import { helpOnRequest } from './cli.mjs';

helpOnRequest(import.meta.filename);

const CHARGES = Number(arg('charges', '3000'));
const CONCURRENCY = Number(arg('concurrency', '16'));
const DRIVER = arg('driver', 'both');

type Figures = {
  driver: string;
  serialPerS: number;
  concurrentPerS: number;
  refused: number;
  balanced: boolean;
};

const ownerOf = async (app: App): Promise<Owner> => {
  const { tenantId, companyId } = await benchCompany(app, await benchTenant(app));
  return { tenantId, companyId };
};

/** `count` charges of 0.01 through the kernel, `concurrency` at a time; answers charges per second. */
const charges = async (app: App, owner: Owner, count: number, concurrency: number) => {
  const { db } = app.deps;
  const { finance } = app.services;
  let next = 0;
  let refused = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      try {
        await db.transaction((tx) =>
          finance.charge(tx, owner, {
            actor: 'bench',
            fee: {
              feeType: 'OUTBOUND_ORDER',
              currency: 'CNY',
              unitPriceMinor: 1,
              quantity: '1',
              amountMinor: 1,
              documentType: 'OUTBOUND',
              documentNo: `OB-${i}`,
            },
          }),
        );
      } catch (e) {
        if (!(e instanceof InsufficientFunds)) throw e;
        refused++;
      }
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { perS: count / ((performance.now() - t0) / 1000), refused };
};

const runDriver = async (driver: string): Promise<Figures> => {
  log(`\n== ${driver}: ${CHARGES.toLocaleString('en')} charges of 0.01 on one account`);
  const { database, drop } = await openFor(driver);
  const app = await buildApp({ config: testConfig(), database, sender: { send: async () => undefined } });
  await app.ready();
  try {
    const owner = await ownerOf(app);
    // Enough for every charge but the last 100 of the concurrent run: refusals are measured too.
    await app.deps.db.transaction((tx) =>
      app.services.finance.credit(tx, owner, {
        currency: 'CNY',
        amountMinor: CHARGES * 2 - 100,
        type: 'RECHARGE',
        documentType: 'RECHARGE',
        documentNo: 'RC-BENCH',
        actor: 'bench',
      }),
    );
    const serial = await charges(app, owner, CHARGES, 1);
    log(`  one at a time:        ${serial.perS.toFixed(0).padStart(6)} charges/s`);
    const concurrent = await charges(app, owner, CHARGES, CONCURRENCY);
    log(
      `  ${String(CONCURRENCY).padStart(2)} at a time:         ${concurrent.perS.toFixed(0).padStart(6)} charges/s (${concurrent.refused} refused for insufficient funds)`,
    );
    const mismatches = await app.services.finance.mismatches();
    log(
      `  account equals its ledger: ${mismatches.length === 0 ? 'yes' : `NO ${JSON.stringify(mismatches)}`}`,
    );
    return {
      driver,
      serialPerS: serial.perS,
      concurrentPerS: concurrent.perS,
      refused: concurrent.refused,
      balanced: mismatches.length === 0,
    };
  } finally {
    await app.close();
    await drop();
  }
};

const drivers = DRIVER === 'both' ? ['pglite', 'postgres'] : [DRIVER];
const figures: Figures[] = [];
for (const d of drivers) figures.push(await runDriver(d));

const report = [
  '# Finance benchmark',
  '',
  `Last run: ${new Date().toISOString().slice(0, 10)}, \`npx tsx bench/finance.ts\` on the development machine (2 cores).`,
  '',
  `## Charges on one hot account (${CHARGES.toLocaleString('en')} charges of 0.01 per run)`,
  '',
  'Each charge is its own transaction through the kernel: one conditional UPDATE of the account row,',
  'one fee record, one ledger row. Concurrent charges queue on the row lock; the last 100 of the',
  'concurrent run find the account empty and are refused. Target: ≥ 300 charges/s on PostgreSQL.',
  '',
  `| driver | one at a time | ${CONCURRENCY} at a time | refused | account = ledger |`,
  '|---|---:|---:|---:|---|',
  ...figures.map(
    (f) =>
      `| ${f.driver} | ${f.serialPerS.toFixed(0)}/s | ${f.concurrentPerS.toFixed(0)}/s | ${f.refused} | ${f.balanced ? 'yes' : 'NO'} |`,
  ),
  '',
];
writeFileSync(resolve(import.meta.dirname, 'reports/finance.md'), report.join('\n'));
if (figures.some((f) => !f.balanced)) process.exitCode = 1;
