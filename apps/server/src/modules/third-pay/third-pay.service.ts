import {
  maskAccountNumber,
  PAYPAL_NUMBER_PATTERN,
  type BatchResult,
  type CreateThirdPayRequest,
  type DeleteThirdPayRequest,
  type ThirdPayAccount,
  type ThirdPayDetail,
  type ThirdPayPageRequest,
  type ThirdPayStatus,
  type UpdateThirdPayRequest,
} from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import { allOrNotFound, errors, orNotFound } from '../../lib/errors';
import { pageOf, splitPage } from '../../lib/paginate';
import type { Deps } from '../../core/deps';
import type { AuthContext } from '../../core/context';
import type { OperationRecordsService } from '../operation-records/operation-records.service';
import { thirdPayRepository as repo, type ThirdPayValues } from './third-pay.repository';
import type { ThirdPayRow } from './third-pay.table';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/pg-errors';

export type ThirdPayDeps = Pick<Deps, 'db'> & { operationRecords: OperationRecordsService };

const ENTITY = 'third-pay';

/** The answer's shape: the number only masked, whoever asks. */
export const toThirdPay = (row: ThirdPayRow): ThirdPayAccount => ({
  id: String(row.id),
  platform: row.platform,
  platformName: row.platformName,
  accountName: row.accountName,
  accountNumberMasked: maskAccountNumber(row.accountNumber),
  status: row.status,
  remark: row.remark,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * Third-party payer accounts: scoped to the session's company (another company's id answers 404);
 * the number is stored whole, compared for duplicates, and never answered whole.
 */
export const createThirdPayService = ({ db, operationRecords }: ThirdPayDeps) => {
  const record = operationRecords.recorderOf(ENTITY);

  const load = async (auth: AuthContext, id: number, tx: DbOrTx = db) =>
    orNotFound(await repo.byId(tx, auth.companyId, id));

  const assertUnique = async (auth: AuthContext, v: ThirdPayValues, exceptId?: number, tx: DbOrTx = db) => {
    if (await repo.duplicateOf(tx, auth.companyId, v, exceptId)) throw errors.conflict('thirdPay.duplicate');
  };
  const duplicateOnRace = (error: unknown) => {
    throw isUniqueViolation(error) ? errors.conflict('thirdPay.duplicate') : error;
  };

  const valuesOf = (input: CreateThirdPayRequest | UpdateThirdPayRequest, accountNumber: string) => ({
    platform: input.platform,
    // Only "other" names its platform.
    platformName: input.platform === 'OTHER' ? (input.platformName ?? null) : null,
    accountName: input.accountName,
    accountNumber,
    remark: input.remark ?? null,
  });

  const setStatus = (auth: AuthContext, rawIds: string[], status: ThirdPayStatus) => {
    const ids = [...new Set(rawIds.map(Number))];
    return db.transaction(async (tx): Promise<BatchResult> => {
      const found = allOrNotFound(await repo.lockMany(tx, auth.companyId, ids), ids);
      const changing = found.filter((row) => row.status !== status);
      if (changing.length > 0)
        await repo.setStatus(
          tx,
          changing.map((r) => r.id),
          status,
        );
      for (const row of changing)
        await record(tx, auth, row.id, status === 'ENABLED' ? 'enable' : 'disable', {
          fromState: row.status,
          toState: status,
        });
      return { affected: changing.length };
    });
  };

  return {
    async page(auth: AuthContext, request: ThirdPayPageRequest) {
      const { paging, filters } = splitPage(request);
      return pageOf(db, repo.listQuery(auth.companyId, filters), paging, toThirdPay);
    },

    async detail(auth: AuthContext, id: string): Promise<ThirdPayDetail> {
      const row = await load(auth, Number(id));
      const operations = await operationRecords.recordOf(db, auth, ENTITY, row.id);
      return { ...toThirdPay(row), operations };
    },

    async create(auth: AuthContext, input: CreateThirdPayRequest): Promise<ThirdPayAccount> {
      const values = valuesOf(input, input.accountNumber);
      await assertUnique(auth, values);
      const status = input.status ?? 'ENABLED';
      const id = await db
        .transaction(async (tx) => {
          const [created] = await repo.insert(tx, auth, values, status);
          await record(tx, auth, created!.id, 'create', { toState: status });
          return created!.id;
        })
        .catch(duplicateOnRace);
      return toThirdPay(await load(auth, id));
    },

    /** Changes the entry; the stored number stays unless a new one is given. */
    async update(auth: AuthContext, input: UpdateThirdPayRequest): Promise<ThirdPayAccount> {
      const id = Number(input.id);
      const before = await load(auth, id);
      const values = valuesOf(input, input.accountNumber ?? before.accountNumber);
      if (values.platform === 'PAYPAL' && !PAYPAL_NUMBER_PATTERN.test(values.accountNumber))
        throw errors.invalid('thirdPay.paypalEmail', undefined, 'accountNumber');
      await assertUnique(auth, values, id);
      const changed = (
        ['platform', 'platformName', 'accountName', 'accountNumber', 'remark'] as const
      ).filter((f) => before[f] !== values[f]);
      await db
        .transaction(async (tx) => {
          await repo.update(tx, auth.companyId, id, values);
          await record(tx, auth, id, 'update', { note: changed.join(', ') || null });
        })
        .catch(duplicateOnRace);
      return toThirdPay(await load(auth, id));
    },

    enable: (auth: AuthContext, ids: string[]) => setStatus(auth, ids, 'ENABLED'),
    disable: (auth: AuthContext, ids: string[]) => setStatus(auth, ids, 'DISABLED'),

    /** All or nothing; an account a recharge names is refused by its foreign key (disable it instead). */
    async delete(auth: AuthContext, input: DeleteThirdPayRequest): Promise<BatchResult> {
      const ids = [...new Set(input.ids.map(Number))];
      return db.transaction(async (tx) => {
        const found = allOrNotFound(await repo.lockMany(tx, auth.companyId, ids), ids);
        for (const row of found) {
          await record(tx, auth, row.id, 'delete', { fromState: row.status, note: input.reason });
          try {
            // A savepoint per row: the refused row is named, not just "some row".
            await tx.transaction((sp) => repo.deleteOne(sp, row.id));
          } catch (error) {
            if (isForeignKeyViolation(error))
              throw errors.conflict('thirdPay.inUse', { name: row.accountName });
            throw error;
          }
        }
        return { affected: found.length };
      });
    },
  };
};
export type ThirdPayService = ReturnType<typeof createThirdPayService>;
