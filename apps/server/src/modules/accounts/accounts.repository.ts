import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rolePermissions, roles, users } from './accounts.table';

export type UserRow = typeof users.$inferSelect;

export const accountsRepository = {
  byAccountName: async (db: DbOrTx, accountName: string): Promise<UserRow | undefined> => {
    const rows = await db
      .select()
      .from(users)
      .where(sql`lower(${users.accountName}) = ${accountName.toLowerCase()}`)
      .limit(1);
    return rows[0];
  },

  byId: async (db: DbOrTx, id: number): Promise<UserRow | undefined> => {
    const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return rows[0];
  },

  phoneExists: async (db: DbOrTx, phone: string) =>
    (await db.select({ id: users.id }).from(users).where(eq(users.phone, phone)).limit(1)).length > 0,

  emailExists: async (db: DbOrTx, email: string) =>
    (
      await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
        .limit(1)
    ).length > 0,

  insertUser: async (db: DbOrTx, row: typeof users.$inferInsert) => {
    const [created] = await db.insert(users).values(row).returning({ id: users.id });
    return created!;
  },

  setStatus: (db: DbOrTx, userId: number, status: UserRow['status']) =>
    db
      .update(users)
      .set({ status, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning({ id: users.id, tenantId: users.tenantId, companyId: users.companyId }),

  roleInCompany: async (db: DbOrTx, roleId: number, companyId: number) =>
    (
      await db
        .select({ id: roles.id })
        .from(roles)
        .where(and(eq(roles.id, roleId), eq(roles.companyId, companyId)))
        .limit(1)
    ).length > 0,

  roleNameExists: async (db: DbOrTx, companyId: number, name: string) =>
    (
      await db
        .select({ id: roles.id })
        .from(roles)
        .where(and(eq(roles.companyId, companyId), eq(roles.name, name)))
        .limit(1)
    ).length > 0,

  insertRole: async (db: DbOrTx, companyId: number, name: string, codes: readonly string[]) => {
    const [role] = await db.insert(roles).values({ companyId, name }).returning({ id: roles.id });
    if (codes.length > 0) {
      await db.insert(rolePermissions).values(codes.map((code) => ({ roleId: role!.id, code })));
    }
    return role!;
  },
};
