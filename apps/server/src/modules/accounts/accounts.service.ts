import { isPermissionCode } from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import { errors } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import type { Deps } from '../../core/deps';
import type { SessionsService } from '../auth/sessions.service';
import type { TenancyService } from '../tenancy/tenancy.service';
import type { OperationRecordsService } from '../operation-records/operation-records.service';
import type { FinanceService } from '../finance/finance.service';
import { accountsRepository as repo, type UserRow } from './accounts.repository';
import { uniqueViolationOf } from '../../lib/pg-errors';

/** A password in clear (hashed here with argon2id) or already hashed by the caller (outside a transaction). */
export type PasswordInput = { password: string } | { passwordHash: string };

export type NewUserInput = PasswordInput & {
  accountName: string;
  /** Display name; defaults to the account name. */
  userName?: string;
  phone?: string | null;
  email?: string | null;
};

export type AccountsDeps = Pick<Deps, 'db'> & {
  sessions: SessionsService;
  tenancy: TenancyService;
  operationRecords: OperationRecordsService;
  finance: Pick<FinanceService, 'openAccounts'>;
};

export type User = UserRow;

const passwordHashOf = (input: PasswordInput) =>
  'passwordHash' in input ? Promise.resolve(input.passwordHash) : hashPassword(input.password);

/** Maps a unique-index violation (a concurrent registration) to the message the user understands. */
const uniqueViolation = (error: unknown): Error | undefined => {
  const found = uniqueViolationOf(error);
  if (!found) return undefined;
  if (found.constraint === 'users_phone') return errors.conflict('auth.phoneTaken');
  if (found.constraint === 'users_email') return errors.conflict('auth.emailTaken');
  if (found.constraint === 'roles_company_name') return errors.conflict('accounts.roleNameTaken');
  return errors.conflict('auth.accountTaken');
};
const rethrowUnique = (error: unknown): never => {
  throw uniqueViolation(error) ?? error;
};

/**
 * Customer companies, their users (one main account, any number of sub-accounts) and roles.
 * Functions taking `tx` run inside the caller's transaction; pass `app.deps.db` to run on their own.
 */
export const createAccountsService = ({ db, sessions, tenancy, operationRecords, finance }: AccountsDeps) => {
  /** The accounts' timeline, shared with account security and account management. */
  const recordAccount = operationRecords.recorderOf('accounts');

  const assertFree = async (tx: DbOrTx, input: Pick<NewUserInput, 'accountName' | 'phone' | 'email'>) => {
    if (await repo.byAccountName(tx, input.accountName)) throw errors.conflict('auth.accountTaken');
    if (input.phone && (await repo.phoneExists(tx, input.phone))) throw errors.conflict('auth.phoneTaken');
    if (input.email && (await repo.emailExists(tx, input.email))) throw errors.conflict('auth.emailTaken');
  };

  const insertUser = async (
    tx: DbOrTx,
    company: { id: number; tenantId: number },
    input: NewUserInput & { isMain: boolean; roleId?: number | null; status?: User['status'] },
  ) => {
    const passwordHash = await passwordHashOf(input);
    const row = await repo
      .insertUser(tx, {
        tenantId: company.tenantId,
        companyId: company.id,
        accountName: input.accountName,
        userName: input.userName?.trim() || input.accountName,
        passwordHash,
        phone: input.phone ?? null,
        email: input.email?.toLowerCase() ?? null,
        isMain: input.isMain,
        roleId: input.roleId ?? null,
        status: input.status ?? 'ENABLED',
      })
      .catch(rethrowUnique);
    return row.id;
  };

  return {
    /**
     * Creates a customer company and its main account (which holds every permission). The company
     * belongs to `tenantId`, or to the deployment's tenant (created as `DEFAULT` if none exists).
     * Refuses a taken account name, phone or e-mail with 409. Opens its currency accounts and writes
     * an operation record.
     */
    async createCompanyWithMainAccount(
      tx: DbOrTx,
      input: NewUserInput & {
        companyName: string;
        tenantId?: number;
        customerType?: number;
        isDemo?: boolean;
        /** Who did it, for the operation record; defaults to the new account. */
        actor?: string;
        note?: string;
      },
    ): Promise<{ tenantId: number; companyId: number; userId: number }> {
      await assertFree(tx, input);
      const tenantId = input.tenantId ?? (await tenancy.deploymentTenant(tx)).id;
      const company = await tenancy.createCompany(tx, {
        tenantId,
        name: input.companyName.trim(),
        customerType: input.customerType,
        isDemo: input.isDemo,
      });
      const userId = await insertUser(tx, company, { ...input, isMain: true });
      // Its RMB and USD accounts at zero, so that its first credits never race to open them.
      await finance.openAccounts(tx, { tenantId, companyId: company.id });
      await operationRecords.record(tx, {
        tenantId,
        companyId: company.id,
        userId,
        actor: input.actor ?? input.accountName,
        entityType: 'companies',
        entityId: company.id,
        action: 'register',
        toState: 'ENABLED',
        note: input.note ?? null,
      });
      return { tenantId, companyId: company.id, userId };
    },

    /** Creates a sub-account of a company with an optional role of the same company. */
    async createUser(
      tx: DbOrTx,
      input: NewUserInput & { companyId: number; roleId?: number | null; status?: User['status'] },
    ): Promise<{ userId: number }> {
      const company = await tenancy.companyById(tx, input.companyId);
      if (!company) throw errors.notFound();
      if (input.roleId != null && !(await repo.roleInCompany(tx, input.roleId, company.id)))
        throw errors.notFound();
      await assertFree(tx, input);
      return { userId: await insertUser(tx, company, { ...input, isMain: false }) };
    },

    /** Creates a role holding `codes` (each must be a known permission code). */
    async createRole(
      tx: DbOrTx,
      companyId: number,
      name: string,
      codes: readonly string[],
    ): Promise<{ roleId: number }> {
      const unknown = codes.find((code) => !isPermissionCode(code));
      if (unknown) throw errors.invalid('accounts.unknownPermission', { code: unknown });
      const trimmed = name.trim();
      if (await repo.roleNameExists(tx, companyId, trimmed)) throw errors.conflict('accounts.roleNameTaken');
      const role = await repo.insertRole(tx, companyId, trimmed, [...new Set(codes)]).catch(rethrowUnique);
      return { roleId: role.id };
    },

    /**
     * Stores a role as given, for a caller that checked the name and the codes itself (the roles page
     * answers its own errors): a name taken meanwhile surfaces as the database's unique violation.
     */
    async insertRole(
      tx: DbOrTx,
      companyId: number,
      name: string,
      codes: readonly string[],
    ): Promise<{ roleId: number }> {
      const role = await repo.insertRole(tx, companyId, name, codes);
      return { roleId: role.id };
    },

    /** Renames a role and replaces its codes, on the same terms as `insertRole`. */
    async updateRole(tx: DbOrTx, roleId: number, input: { name: string; codes: readonly string[] }) {
      await repo.renameRole(tx, roleId, input.name);
      await repo.setRoleCodes(tx, roleId, input.codes);
      // Holders' sessions carry the codes (cached per process): their next call reads them again.
      await sessions.forget(tx, { kind: 'role', id: roleId });
    },

    /** Deletes roles with their codes; one an account still holds fails with a foreign-key violation. */
    async deleteRoles(tx: DbOrTx, roleIds: number[]): Promise<void> {
      await repo.deleteRoles(tx, roleIds);
    },

    /**
     * Changes a sub-account's profile; the caller checks the role and the contacts (a phone or e-mail
     * taken meanwhile surfaces as the database's unique violation).
     */
    async updateProfile(
      tx: DbOrTx,
      userId: number,
      profile: { userName: string; phone: string | null; email: string | null; roleId: number },
    ): Promise<void> {
      await repo.updateProfile(tx, userId, profile);
      await sessions.forget(tx, { kind: 'user', id: userId }); // the name and the role's codes
    },

    /** Changes the user's display name (one's own, from "my account"); false when the user is gone. */
    async setUserName(tx: DbOrTx, userId: number, userName: string) {
      const done = await repo.setUserName(tx, userId, userName);
      if (done) await sessions.forget(tx, { kind: 'user', id: userId }); // sessions carry the name
      return done;
    },

    /** Binds a phone or e-mail to the user; false when the user is gone. Taken ones as `updateProfile`. */
    setContact: (tx: DbOrTx, userId: number, contact: { phone: string } | { email: string }) =>
      repo.setContact(tx, userId, contact),

    /** Sets a new password hash; ending the user's sessions is the caller's choice. */
    async setPasswordHash(tx: DbOrTx, userId: number, passwordHash: string): Promise<void> {
      await repo.setPasswordHash(tx, userId, passwordHash);
    },

    /**
     * Replaces the password hash only while it is still `checkedHash`, so of two concurrent changes
     * the second one fails (answers false).
     */
    replacePasswordHash: (tx: DbOrTx, userId: number, checkedHash: string, newHash: string) =>
      repo.replacePasswordHash(tx, userId, checkedHash, newHash),

    /** Disables a user and ends every session of it (its tokens then answer 401). */
    async disableUser(tx: DbOrTx, userId: number, actor = 'system'): Promise<void> {
      const [user] = await repo.setStatus(tx, userId, 'DISABLED');
      if (!user) throw errors.notFound();
      await sessions.endAllForUser(tx, userId, 'disabled');
      const who = { tenantId: user.tenantId, companyId: user.companyId, userId, actor };
      await recordAccount(tx, who, userId, 'disable', { toState: 'DISABLED' });
    },

    /** Enables a disabled user again. */
    async enableUser(tx: DbOrTx, userId: number, actor = 'system'): Promise<void> {
      const [user] = await repo.setStatus(tx, userId, 'ENABLED');
      if (!user) throw errors.notFound();
      await sessions.forget(tx, { kind: 'user', id: userId });
      const who = { tenantId: user.tenantId, companyId: user.companyId, userId, actor };
      await recordAccount(tx, who, userId, 'enable', { fromState: 'DISABLED', toState: 'ENABLED' });
    },

    /** The user with this account name (case-insensitive), for sign-in. */
    findByAccountName: (accountName: string, tx: DbOrTx = db) => repo.byAccountName(tx, accountName),
    findById: (userId: number, tx: DbOrTx = db) => repo.byId(tx, userId),
    isPhoneTaken: (phone: string, tx: DbOrTx = db) => repo.phoneExists(tx, phone),
    isEmailTaken: (email: string, tx: DbOrTx = db) => repo.emailExists(tx, email),
    /** The user other than `exceptUserId` holding this phone or e-mail (e-mail in any case), if any. */
    holderOf: (channel: 'phone' | 'email', target: string, exceptUserId: number, tx: DbOrTx = db) =>
      repo.holderOf(tx, channel, target, exceptUserId),
    isRoleOfCompany: (roleId: number, companyId: number, tx: DbOrTx = db) =>
      repo.roleInCompany(tx, roleId, companyId),
  };
};
export type AccountsService = ReturnType<typeof createAccountsService>;
