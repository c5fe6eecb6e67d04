import {
  RESULT_CODE,
  sortPermissionCodes,
  type BatchResult,
  type Role,
  type RoleDetail,
  type RoleOption,
  type RolePageRequest,
} from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import { allOrNotFound, AppError, errors, orNotFound } from '../../lib/errors';
import { pageOf, splitPage } from '../../lib/paginate';
import type { Deps } from '../../core/deps';
import type { AuthContext } from '../../core/context';
import type { OperationRecordsService } from '../operation-records/operation-records.service';
import type { AccountsService } from '../accounts/accounts.service';
import { rolesRepository as repo, type RoleRow } from './roles.repository';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/pg-errors';

export type RolesDeps = Pick<Deps, 'db'> & {
  operationRecords: OperationRecordsService;
  accounts: AccountsService;
};

/** The roles' timeline (operation records) is kept under this entity type. */
const ENTITY = 'roles';

export const toRole = (row: RoleRow): Role => ({
  id: String(row.id),
  name: row.name,
  codes: sortPermissionCodes(row.codes ?? []),
  userCount: Number(row.userCount),
  createdAt: new Date(row.createdAt).toISOString(),
  updatedAt: new Date(row.updatedAt).toISOString(),
});

/** A create or update, as the contracts' schemas parse it: the name trimmed, the codes normalized. */
export type RoleInput = { name: string; codes: string[] };

/** `+A, -B` for the operation record. */
const diffNote = (before: readonly string[], after: readonly string[]) => {
  const added = after.filter((c) => !before.includes(c)).map((c) => `+${c}`);
  const removed = before.filter((c) => !after.includes(c)).map((c) => `-${c}`);
  return [...added, ...removed].join(', ');
};

/** 409 on the form's name field. */
const nameTaken = () =>
  new AppError(RESULT_CODE.conflict, 'accounts.roleNameTaken', {}, { data: { field: 'name' } });
const nameTakenOnRace = (error: unknown): never => {
  throw isUniqueViolation(error) ? nameTaken() : error;
};

/**
 * Roles of one company: named sets of permission codes its sub-accounts hold. Sessions read a
 * holder's codes on every call (sessions.service `resolve`), so a change here applies to the holder's
 * next call and their next /user/current menus; nothing is cached.
 *
 * A sub-account with the roles page may grant only codes it holds itself, and never changes its own
 * role (no self-promotion). Another company's ids answer 404.
 */
export const createRolesService = ({ db, operationRecords, accounts }: RolesDeps) => {
  const record = operationRecords.recorderOf(ENTITY);

  const load = async (auth: AuthContext, id: number, tx: DbOrTx = db) =>
    orNotFound(await repo.byId(tx, auth.companyId, id));

  /** Only codes the caller holds may be added (the main account holds every code). */
  const assertGrantable = (auth: AuthContext, before: readonly string[], after: readonly string[]) => {
    if (auth.isMain) return;
    const missing = after.find((code) => !before.includes(code) && !auth.permissions.has(code));
    if (missing) throw new AppError(RESULT_CODE.forbidden, 'roles.cannotGrant', { code: missing });
  };

  const assertNotOwn = async (auth: AuthContext, roleIds: number[], tx: DbOrTx) => {
    if (auth.isMain) return;
    const own = await repo.roleOfUser(tx, auth.userId);
    if (own !== null && roleIds.includes(own)) throw errors.conflict('roles.ownRole');
  };

  return {
    async page(auth: AuthContext, request: RolePageRequest) {
      const { paging, filters } = splitPage(request);
      return pageOf(db, repo.listQuery(auth.companyId, filters), paging, toRole);
    },

    async detail(auth: AuthContext, id: string): Promise<RoleDetail> {
      const row = await load(auth, Number(id));
      const operations = await operationRecords.recordOf(db, auth, ENTITY, row.id);
      return { ...toRole(row), operations };
    },

    async create(auth: AuthContext, input: RoleInput): Promise<Role> {
      assertGrantable(auth, [], input.codes);
      const id = await db
        .transaction(async (tx) => {
          if (await repo.nameTaken(tx, auth.companyId, input.name)) throw nameTaken();
          const { roleId } = await accounts.insertRole(tx, auth.companyId, input.name, input.codes);
          await record(tx, auth, roleId, 'create', { note: input.codes.join(', ') || null });
          return roleId;
        })
        .catch(nameTakenOnRace);
      return toRole(await load(auth, id));
    },

    async update(auth: AuthContext, input: RoleInput & { id: string }): Promise<Role> {
      const id = Number(input.id);
      await db
        .transaction(async (tx) => {
          const [locked] = await repo.lockMany(tx, auth.companyId, [id]);
          if (!locked) throw errors.notFound();
          await assertNotOwn(auth, [id], tx);
          const before = await load(auth, id, tx);
          assertGrantable(auth, before.codes, input.codes);
          if (await repo.nameTaken(tx, auth.companyId, input.name, id)) throw nameTaken();
          await accounts.updateRole(tx, id, { name: input.name, codes: input.codes });
          const renamed = before.name !== input.name ? `${before.name} → ${input.name}` : '';
          const note = [renamed, diffNote(before.codes, input.codes)].filter(Boolean).join('; ');
          await record(tx, auth, id, 'update', { note: note || null });
        })
        .catch(nameTakenOnRace);
      return toRole(await load(auth, id));
    },

    /**
     * Deletes the named roles, all or none: a role any account holds is refused with the number of
     * its holders (give them another role first).
     */
    async delete(auth: AuthContext, rawIds: string[]): Promise<BatchResult> {
      const ids = [...new Set(rawIds.map(Number))];
      let first = '';
      return db
        .transaction(async (tx) => {
          const found = allOrNotFound(await repo.lockMany(tx, auth.companyId, ids), ids);
          first = found[0]!.name;
          await assertNotOwn(auth, ids, tx);
          const holders = await repo.holderCounts(tx, ids);
          const held = found.find((r) => (holders.get(r.id) ?? 0) > 0);
          if (held) throw errors.conflict('roles.inUse', { name: held.name, count: holders.get(held.id)! });
          for (const r of found) await record(tx, auth, r.id, 'delete', { note: r.name || null });
          await accounts.deleteRoles(tx, ids);
          return { affected: found.length };
        })
        .catch((error: unknown) => {
          // An account was given the role while it was being deleted.
          if (isForeignKeyViolation(error)) throw errors.conflict('roles.inUse', { name: first, count: 1 });
          throw error;
        });
    },

    /** The company's roles, to pick one for a sub-account. */
    async options(auth: AuthContext): Promise<RoleOption[]> {
      const rows = await repo.options(db, auth.companyId);
      return rows.map((r) => ({ id: String(r.id), name: r.name }));
    },
  };
};
export type RolesService = ReturnType<typeof createRolesService>;
