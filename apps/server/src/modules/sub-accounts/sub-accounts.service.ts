import {
  type BatchResult,
  type CreateSubAccountRequest,
  type ResetSubAccountPasswordRequest,
  type SubAccount,
  type SubAccountDetail,
  type SubAccountFilters,
  type SubAccountPageRequest,
  type UpdateSubAccountRequest,
} from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import { allOrNotFound, errors, orNotFound } from '../../lib/errors';
import { pageOf, splitPage } from '../../lib/paginate';
import { hashPassword, isCommonPassword } from '../../lib/password';
import type { Deps } from '../../core/deps';
import type { AccountsService } from '../accounts/accounts.service';
import type { AuthContext } from '../../core/context';
import type { SessionsService } from '../auth/sessions.service';
import type { OperationRecordsService } from '../operation-records/operation-records.service';
import { subAccountsRepository as repo, type SubAccountRow } from './sub-accounts.repository';
import { uniqueViolationOf } from '../../lib/pg-errors';

export type SubAccountsDeps = Pick<Deps, 'db'> & {
  accounts: AccountsService;
  sessions: SessionsService;
  operationRecords: OperationRecordsService;
};

/** The accounts' timeline is shared with account security and the accounts service. */
const ENTITY = 'accounts';

export const toSubAccount = (row: SubAccountRow): SubAccount => ({
  id: String(row.id),
  accountName: row.accountName,
  userName: row.userName,
  phone: row.phone,
  email: row.email,
  status: row.status,
  isMain: row.isMain,
  roleId: row.roleId === null ? null : String(row.roleId),
  roleName: row.roleName,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * Account management: the company's main account (listed, marked, never changed here) and its
 * sub-accounts. Every call is scoped to the session's company; another company's id answers 404.
 */
export const createSubAccountsService = ({ db, accounts, sessions, operationRecords }: SubAccountsDeps) => {
  const record = operationRecords.recorderOf(ENTITY);

  const load = async (auth: AuthContext, id: number, tx: DbOrTx = db) =>
    orNotFound(await repo.byId(tx, auth.companyId, id));

  /** A change to someone else's sub-account: never the main account, never one's own. */
  const assertChangeable = (auth: AuthContext, target: { id: number; isMain: boolean }) => {
    if (target.isMain) throw errors.conflict('subAccounts.mainAccountProtected');
    if (target.id === auth.userId) throw errors.conflict('subAccounts.selfProtected');
  };

  const assertRole = async (auth: AuthContext, roleId: number, tx: DbOrTx = db) => {
    if (!(await accounts.isRoleOfCompany(roleId, auth.companyId, tx)))
      throw errors.invalid('subAccounts.roleNotFound', undefined, 'roleId');
  };

  const assertStrong = (password: string) => {
    if (isCommonPassword(password)) throw errors.invalid('auth.commonPassword', undefined, 'password');
  };

  /** Enables or disables the named accounts (all of the company's, none protected); idempotent. */
  const setStatus = async (auth: AuthContext, rawIds: string[], status: SubAccount['status']) => {
    const ids = [...new Set(rawIds.map(Number))];
    return db.transaction(async (tx): Promise<BatchResult> => {
      const found = allOrNotFound(await repo.lockMany(tx, auth.companyId, ids), ids);
      found.forEach((target) => assertChangeable(auth, target));
      const changing = found.filter((target) => target.status !== status);
      for (const target of changing) {
        // Disabling ends the account's sessions; both write the operation record.
        if (status === 'DISABLED') await accounts.disableUser(tx, target.id, auth.accountName);
        else await accounts.enableUser(tx, target.id, auth.accountName);
      }
      return { affected: changing.length };
    });
  };

  const listQuery = (auth: AuthContext, filters: Partial<SubAccountFilters> & { ids?: number[] }) =>
    repo.listQuery(auth.companyId, filters);

  return {
    async page(auth: AuthContext, request: SubAccountPageRequest) {
      const { paging, filters } = splitPage(request);
      return pageOf(db, listQuery(auth, filters), paging, toSubAccount);
    },

    async detail(auth: AuthContext, id: string): Promise<SubAccountDetail> {
      const row = await load(auth, Number(id));
      const operations = await operationRecords.recordOf(db, auth, ENTITY, row.id);
      return { ...toSubAccount(row), operations };
    },

    async create(auth: AuthContext, input: CreateSubAccountRequest): Promise<SubAccount> {
      assertStrong(input.password);
      const roleId = Number(input.roleId);
      await assertRole(auth, roleId);
      // Hashing takes a while: before the transaction, which the embedded database runs alone.
      const passwordHash = await hashPassword(input.password);
      const status = input.status ?? 'ENABLED';
      const userId = await db.transaction(async (tx) => {
        const created = await accounts.createUser(tx, {
          companyId: auth.companyId,
          accountName: input.accountName,
          passwordHash,
          userName: input.userName,
          phone: input.phone ?? null,
          email: input.email ?? null,
          roleId,
          status,
        });
        await record(tx, auth, created.userId, 'create', { toState: status });
        return created.userId;
      });
      return toSubAccount(await load(auth, userId));
    },

    async update(auth: AuthContext, input: UpdateSubAccountRequest): Promise<SubAccount> {
      const target = await load(auth, Number(input.id));
      const roleId = Number(input.roleId);
      // Not one's own account either: no self-promotion, and one's own phone and e-mail change
      // only with a verification code (account security).
      assertChangeable(auth, target);
      await assertRole(auth, roleId);
      const phone = input.phone || null;
      const email = input.email?.toLowerCase() || null;
      if (phone && (await accounts.holderOf('phone', phone, target.id)))
        throw errors.conflict('auth.phoneTaken');
      if (email && (await accounts.holderOf('email', email, target.id)))
        throw errors.conflict('auth.emailTaken');
      const changed = [
        input.userName !== target.userName && 'userName',
        phone !== target.phone && 'phone',
        email !== target.email && 'email',
        roleId !== target.roleId && 'role',
      ].filter(Boolean);
      await db
        .transaction(async (tx) => {
          await accounts.updateProfile(tx, target.id, { userName: input.userName, phone, email, roleId });
          await record(tx, auth, target.id, 'update', { note: changed.join(', ') || null });
        })
        .catch((error: unknown) => {
          throw uniqueConflict(error) ?? error;
        });
      return toSubAccount(await load(auth, target.id));
    },

    enable: (auth: AuthContext, ids: string[]) => setStatus(auth, ids, 'ENABLED'),
    disable: (auth: AuthContext, ids: string[]) => setStatus(auth, ids, 'DISABLED'),

    /** Sets a new password; the account's sessions end, so it signs in again with the new one. */
    async resetPassword(auth: AuthContext, input: ResetSubAccountPasswordRequest): Promise<null> {
      const target = await load(auth, Number(input.id));
      assertChangeable(auth, target);
      assertStrong(input.password);
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        await accounts.setPasswordHash(tx, target.id, passwordHash);
        await sessions.endAllForUser(tx, target.id, 'logout');
        await record(tx, auth, target.id, 'resetPassword');
      });
      return null;
    },
  };
};
export type SubAccountsService = ReturnType<typeof createSubAccountsService>;

/** A unique-index violation (someone took the phone or e-mail meanwhile), wherever the driver nests it. */
const uniqueConflict = (error: unknown) => {
  const found = uniqueViolationOf(error);
  if (!found) return undefined;
  return errors.conflict(found.constraint === 'users_email' ? 'auth.emailTaken' : 'auth.phoneTaken');
};
