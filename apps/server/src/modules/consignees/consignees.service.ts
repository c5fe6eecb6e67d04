import {
  type BatchResult,
  CONSIGNEE_FIELD_KEYS,
  type Consignee,
  type ConsigneeDetail,
  type ConsigneePageRequest,
  type CreateConsigneeRequest,
  type DeleteConsigneesRequest,
  type UpdateConsigneeRequest,
} from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import { allOrNotFound, orNotFound } from '../../lib/errors';
import { pageOf, splitPage } from '../../lib/paginate';
import type { Deps } from '../../core/deps';
import type { AccountsService } from '../accounts/accounts.service';
import type { AuthContext } from '../../core/context';
import type { OperationRecordsService } from '../operation-records/operation-records.service';
import { consigneesRepository as repo, type ConsigneeValues } from './consignees.repository';
import type { ConsigneeRow } from './consignees.table';

export type ConsigneesDeps = Pick<Deps, 'db'> & {
  operationRecords: OperationRecordsService;
  accounts: AccountsService;
};

export const CONSIGNEE_ENTITY = 'consignees';

export const toConsignee = (row: ConsigneeRow): Consignee => ({
  id: String(row.id),
  name: row.name,
  company: row.company,
  country: row.country,
  state: row.state,
  city: row.city,
  address: row.address,
  postalCode: row.postalCode,
  email: row.email,
  phone: row.phone,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The request's fields as stored: blanks become null. */
export const valuesOf = (input: CreateConsigneeRequest): ConsigneeValues => ({
  name: input.name,
  company: input.company ?? null,
  country: input.country,
  state: input.state ?? null,
  city: input.city,
  address: input.address,
  postalCode: input.postalCode || null,
  email: input.email ?? null,
  phone: input.phone,
});

/** Rows per INSERT of an import (well under PostgreSQL's 65,535 parameters). */
const IMPORT_CHUNK = 500;

/**
 * The consignee address book: every call is scoped to the session's company (another company's id
 * answers 404) and every change writes the entry's operation record in its transaction.
 */
export const createConsigneesService = ({ db, operationRecords, accounts }: ConsigneesDeps) => {
  const record = operationRecords.recorderOf(CONSIGNEE_ENTITY);

  const load = async (auth: AuthContext, id: number, tx: DbOrTx = db) =>
    orNotFound(await repo.byId(tx, auth.companyId, id));

  const saveIn = async (tx: DbOrTx, auth: AuthContext, input: CreateConsigneeRequest) => {
    const [created] = await repo.insertMany(tx, auth, [valuesOf(input)]);
    await record(tx, auth, created!.id, 'create');
    return created!.id;
  };

  return {
    async page(auth: AuthContext, request: ConsigneePageRequest) {
      const { paging, filters } = splitPage(request);
      return pageOf(db, repo.listQuery(auth.companyId, filters), paging, toConsignee);
    },

    async detail(auth: AuthContext, id: string): Promise<ConsigneeDetail> {
      const row = await load(auth, Number(id));
      const operations = await operationRecords.recordOf(db, auth, CONSIGNEE_ENTITY, row.id);
      return { ...toConsignee(row), operations };
    },

    async create(auth: AuthContext, input: CreateConsigneeRequest): Promise<Consignee> {
      const id = await db.transaction((tx) => saveIn(tx, auth, input));
      return toConsignee(await load(auth, id));
    },

    /**
     * Keeps an address in the book inside the caller's transaction (an outbound order's recipient),
     * unless the book has the same recipient at the same address already.
     */
    async keepIn(tx: DbOrTx, auth: AuthContext, input: CreateConsigneeRequest) {
      const same = await repo.sameAs(tx, auth.companyId, valuesOf(input));
      return same ? same.id : saveIn(tx, auth, input);
    },

    async update(auth: AuthContext, input: UpdateConsigneeRequest): Promise<Consignee> {
      const id = Number(input.id);
      const next = valuesOf(input);
      await db.transaction(async (tx) => {
        const before = await load(auth, id, tx);
        const changed = CONSIGNEE_FIELD_KEYS.filter((f) => (before[f] ?? null) !== next[f]);
        await repo.update(tx, auth.companyId, id, next);
        await record(tx, auth, id, 'update', { note: changed.join(', ') || null });
      });
      return toConsignee(await load(auth, id));
    },

    /** Deletes the named entries (all of the company's, or none) with the reason in each record. */
    async delete(auth: AuthContext, input: DeleteConsigneesRequest): Promise<BatchResult> {
      const ids = [...new Set(input.ids.map(Number))];
      return db.transaction(async (tx) => {
        const found = allOrNotFound(await repo.lockMany(tx, auth.companyId, ids), ids);
        for (const row of found)
          await record(tx, auth, row.id, 'delete', { note: `${row.name}: ${input.reason}` });
        const deleted = await repo.deleteMany(tx, auth.companyId, ids);
        return { affected: deleted.length };
      });
    },

    /**
     * The import's apply (in the import job's transaction): every checked row becomes an entry, each
     * with its "import" record; all of them or, when anything throws, none.
     */
    async importMany(
      tx: DbOrTx,
      owner: { tenantId: number; companyId: number; userId: number },
      rows: CreateConsigneeRequest[],
    ): Promise<number> {
      const user = await accounts.findById(owner.userId, tx);
      const actor = { ...owner, accountName: user?.accountName ?? 'system' };
      let created = 0;
      for (let i = 0; i < rows.length; i += IMPORT_CHUNK) {
        const chunk = rows.slice(i, i + IMPORT_CHUNK).map(valuesOf);
        const ids = await repo.insertMany(tx, owner, chunk);
        for (const { id } of ids) await record(tx, actor, id, 'import');
        created += ids.length;
      }
      return created;
    },
  };
};
export type ConsigneesService = ReturnType<typeof createConsigneesService>;
