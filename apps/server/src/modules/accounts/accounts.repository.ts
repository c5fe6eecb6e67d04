import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ofCompany } from '../../lib/paginate';
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

  /** The user, other than `userId`, who holds this phone or e-mail (e-mail compared in lower case). */
  holderOf: async (db: DbOrTx, channel: 'phone' | 'email', target: string, userId: number) => {
    const match =
      channel === 'phone' ? eq(users.phone, target) : sql`lower(${users.email}) = ${target.toLowerCase()}`;
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(and(match, ne(users.id, userId)))
      .limit(1);
    return rows[0]?.id;
  },

  setContact: async (db: DbOrTx, userId: number, contact: { phone: string } | { email: string }) => {
    const rows = await db
      .update(users)
      .set({ ...contact, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    return rows.length > 0;
  },

  /** Renames the user; false when the user is gone. */
  setUserName: async (db: DbOrTx, userId: number, userName: string) => {
    const rows = await db
      .update(users)
      .set({ userName, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    return rows.length > 0;
  },

  updateProfile: (
    db: DbOrTx,
    userId: number,
    profile: { userName: string; phone: string | null; email: string | null; roleId: number },
  ) =>
    db
      .update(users)
      .set({ ...profile, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning({ id: users.id }),

  setPasswordHash: (db: DbOrTx, userId: number, passwordHash: string) =>
    db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId)),

  /** Replaces the hash only if it is still the one checked: a concurrent change wins once. */
  replacePasswordHash: async (db: DbOrTx, userId: number, checkedHash: string, newHash: string) => {
    const rows = await db
      .update(users)
      .set({ passwordHash: newHash, updatedAt: new Date() })
      .where(and(eq(users.id, userId), eq(users.passwordHash, checkedHash)))
      .returning({ id: users.id });
    return rows.length > 0;
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
        .where(ofCompany(roles, companyId, roleId))
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

  renameRole: (db: DbOrTx, roleId: number, name: string) =>
    db.update(roles).set({ name, updatedAt: new Date() }).where(eq(roles.id, roleId)),

  /** Replaces the role's codes. */
  setRoleCodes: async (db: DbOrTx, roleId: number, codes: readonly string[]) => {
    await db.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
    if (codes.length > 0) await db.insert(rolePermissions).values(codes.map((code) => ({ roleId, code })));
  },

  /** Deletes the roles (their codes go with them). */
  deleteRoles: (db: DbOrTx, roleIds: number[]) => db.delete(roles).where(inArray(roles.id, roleIds)),
};
