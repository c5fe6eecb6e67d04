import { and, eq, sql } from 'drizzle-orm';
import { ACTIONS, MENU_TREE, actionCode } from '@oms/contracts';
import type { Deps } from '../core/deps';
import type { Services } from '../registry';
import { hashPassword } from '../lib/password';
import type { Tx } from '../db/client';
import { announcementReads, companies, roles, tenants, todos, warehouses } from '../schema';
import { seedDemoCertification } from './seed-certification';
import { seedDemoAddressBook } from './seed-address-book';
import { seedDemoProducts } from './seed-products';
import { seedDemoCombinations } from './seed-combinations';
import { seedDemoStores } from './seed-stores';
import { runningTotalsByDate, seedDemoFinance } from './seed-finance';
import { seedDemoStatements } from '../modules/statements/statements.demo';
import { seedDemoOrders } from './seed-orders';
import { seedDemoRateCards } from '../modules/rate-cards/rate-cards.demo';
import {
  DEMO_ANNOUNCEMENTS,
  DEMO_COMPANY_NAME,
  DEMO_MAIN,
  DEMO_PASSWORD,
  DEMO_SUB_ACCOUNTS,
  DEMO_TENANT,
  DEMO_TODOS,
  DEMO_VERSIONS,
  DEMO_WAREHOUSES,
} from './seed-data';

export { DEMO_PASSWORD } from './seed-data';
/** The demo accounts, for the start log and the login page in demo mode. */
export const DEMO_ACCOUNTS = [DEMO_MAIN, ...DEMO_SUB_ACCOUNTS].map((a) => ({
  accountName: a.accountName,
  password: DEMO_PASSWORD,
}));

export type SeedApp = {
  deps: Pick<Deps, 'db' | 'log'>;
  services: Services;
};
export type SeedResult =
  | { status: 'seeded'; created: number; tenantId: number; companyId: number }
  | { status: 'refused'; reason: string };

// Any constant; two processes starting together on one PostgreSQL server seed one after the other.
const SEED_LOCK = 0x0de305eed;
const DAY_MS = 86_400_000;

/** Every page and action code of the named menu groups, plus the home page. */
const roleCodes = (groups: readonly string[]) => [
  'OMS_HOME',
  ...new Set(
    MENU_TREE.filter((g) => groups.includes(g.path)).flatMap((g) =>
      g.pages.flatMap((p) => [p.code, ...ACTIONS.map((a) => actionCode(p.code, a))]),
    ),
  ),
];

const ensureTenant = async (tx: Tx) => {
  const inserted = await tx
    .insert(tenants)
    .values(DEMO_TENANT)
    .onConflictDoNothing()
    .returning({ id: tenants.id });
  if (inserted[0]) return { id: inserted[0].id, created: 1 };
  const [row] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.code, DEMO_TENANT.code));
  return { id: row!.id, created: 0 };
};

/**
 * Seeds the demo deployment (PRODUCT.md §7). Idempotent: it creates only what is missing, so it is
 * safe at every start. It never touches a database that holds a company which is not a demo
 * company (a real deployment): it answers `refused` and changes nothing. Everything happens in one
 * transaction, so a failed seed leaves nothing half made.
 */
export const seedDemo = async ({ deps, services }: SeedApp): Promise<SeedResult> => {
  const { accounts, announcements, todos: todoService } = services;
  let passwordHash: Promise<string> | undefined;
  const password = () => (passwordHash ??= hashPassword(DEMO_PASSWORD));

  const result = await deps.db.transaction(async (tx): Promise<SeedResult> => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [real] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.isDemo, false))
      .limit(1);
    if (real) return { status: 'refused', reason: 'the database holds non-demo companies' };

    const tenant = await ensureTenant(tx);
    let created = tenant.created;
    const tenantId = tenant.id;
    const wh = await tx
      .insert(warehouses)
      .values(DEMO_WAREHOUSES.map((w) => ({ ...w, tenantId })))
      .onConflictDoNothing()
      .returning({ id: warehouses.id });
    created += wh.length;
    // Each demo warehouse's rate card (fee prices and carrier services), unless it has one.
    created += await seedDemoRateCards(tx, tenantId);

    let main = await accounts.findByAccountName(DEMO_MAIN.accountName, tx);
    if (!main) {
      await accounts.createCompanyWithMainAccount(tx, {
        ...DEMO_MAIN,
        passwordHash: await password(),
        companyName: DEMO_COMPANY_NAME,
        tenantId,
        isDemo: true,
        actor: 'system',
        note: 'demo seed',
      });
      main = await accounts.findByAccountName(DEMO_MAIN.accountName, tx);
      created += 1;
    }
    const companyId = main!.companyId;

    for (const sub of DEMO_SUB_ACCOUNTS) {
      if (await accounts.findByAccountName(sub.accountName, tx)) continue;
      const [existing] = await tx
        .select({ id: roles.id })
        .from(roles)
        .where(and(eq(roles.companyId, companyId), eq(roles.name, sub.role)));
      const roleId =
        existing?.id ?? (await accounts.createRole(tx, companyId, sub.role, roleCodes(sub.groups))).roleId;
      await accounts.createUser(tx, {
        accountName: sub.accountName,
        userName: sub.userName,
        email: sub.email,
        passwordHash: await password(),
        companyId,
        roleId,
      });
      created += 1;
    }

    // Certification passed and LAX signed, so the modules that need them work in the demo.
    created += await seedDemoCertification(tx, {
      tenantId,
      companyId,
      userId: main!.id,
      accountName: DEMO_MAIN.accountName,
    });

    // Consignees and payer accounts, so the basic information pages show something.
    created += await seedDemoAddressBook(tx, {
      tenantId,
      companyId,
      userId: main!.id,
      accountName: DEMO_MAIN.accountName,
    });

    // Brands and products in every audit state (passed ones with the warehouse's measures).
    created += await seedDemoProducts(
      tx,
      { tenantId, companyId, userId: main!.id, accountName: DEMO_MAIN.accountName },
      services.files.storage,
    );

    // Two combinations of the passed products.
    created += await seedDemoCombinations(tx, {
      tenantId,
      companyId,
      userId: main!.id,
      accountName: DEMO_MAIN.accountName,
    });

    // A manual store with a small SKU mapping.
    created += await seedDemoStores(tx, {
      tenantId,
      companyId,
      userId: main!.id,
      accountName: DEMO_MAIN.accountName,
    });

    // Three months of money: recharges, claims and fees, all through the kernel.
    created += await seedDemoFinance(
      tx,
      { tenantId, companyId, userId: main!.id, accountName: DEMO_MAIN.accountName },
      services.files.storage,
      todoService,
    );

    // Inbound orders in every state, the stock they brought, reservations, over-receipts and past
    // storage fees, through the kernels; their fees are dated, so the running balances follow again.
    const seededAt = new Date();
    const ordersCreated = await seedDemoOrders(tx, {
      tenantId,
      companyId,
      userId: main!.id,
      accountName: DEMO_MAIN.accountName,
      services,
      storage: services.files.storage,
      now: seededAt,
    });
    if (ordersCreated > 0) await runningTotalsByDate(tx, companyId);
    created += ordersCreated;
    // Last of the money: the ended months' statements, once every dated entry is in the ledger.
    created += await seedDemoStatements(tx, { tenantId, companyId, now: seededAt });

    const now = Date.now();
    for (const a of [...DEMO_ANNOUNCEMENTS, ...DEMO_VERSIONS]) {
      let id = await announcements.findIdByTitle(tx, tenantId, a.type, a.title.zh);
      if (id === undefined) {
        id = await announcements.createAnnouncement(tx, {
          tenantId,
          type: a.type,
          title: a.title.zh,
          titleEn: a.title.en,
          label: a.label.zh,
          labelEn: a.label.en,
          content: a.content.zh,
          contentEn: a.content.en,
          position: a.position ?? 'NONE',
          announceDate: new Date(now - a.daysAgo * DAY_MS),
        });
        created += 1;
        if (a.readByDemo) {
          await tx.insert(announcementReads).values({ announcementId: id, userId: main!.id, readType: 1 });
        }
      }
    }

    for (const t of DEMO_TODOS) {
      const [seen] = await tx
        .select({ id: todos.id })
        .from(todos)
        .where(
          and(
            eq(todos.companyId, companyId),
            eq(todos.relateType, t.relateType),
            eq(todos.titleZh, t.title.zh),
          ),
        )
        .limit(1);
      if (seen) continue;
      // Not published: nobody is connected while the server starts.
      await todoService.raise(tx, { ...t, tenantId, companyId });
      created += 1;
    }
    return { status: 'seeded', created, tenantId, companyId };
  });

  if (result.status === 'refused') deps.log.warn({ reason: result.reason }, 'demo data not seeded');
  else deps.log.info({ created: result.created }, 'demo data ready');
  return result;
};
