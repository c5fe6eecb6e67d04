import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companies, tenants } from './tenancy.table';

export const tenancyRepository = {
  firstTenant: async (db: DbOrTx) => {
    const rows = await db.select().from(tenants).orderBy(asc(tenants.id)).limit(1);
    return rows[0];
  },

  insertTenantIfAbsent: (db: DbOrTx, row: typeof tenants.$inferInsert) =>
    db.insert(tenants).values(row).onConflictDoNothing({ target: tenants.code }),

  insertCompany: async (db: DbOrTx, row: typeof companies.$inferInsert) => {
    const [created] = await db.insert(companies).values(row).returning();
    return created!;
  },

  companyById: async (db: DbOrTx, id: number) => {
    const rows = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
    return rows[0];
  },
};
