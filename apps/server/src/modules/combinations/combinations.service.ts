import {
  combinationTotalPcs,
  type BatchResult,
  type Combination,
  type CombinationDetail,
  type CombinationPageRequest,
  type CreateCombinationRequest,
  type DeleteCombinationsRequest,
  type UpdateCombinationRequest,
} from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import { allOrNotFound, errors, orNotFound } from '../../lib/errors';
import { pageOf, splitPage } from '../../lib/paginate';
import type { Deps } from '../../core/deps';
import type { AuthContext } from '../../core/context';
import type { OperationRecordsService } from '../operation-records/operation-records.service';
import {
  combinationsRepository as repo,
  type CombinationListRow,
  type ComponentLine,
} from './combinations.repository';
import { isUniqueViolation } from '../../lib/pg-errors';

export type CombinationsDeps = Pick<Deps, 'db'> & { operationRecords: OperationRecordsService };

/** The timeline's entity type. */
export const COMBINATION_ENTITY = 'combinations';

const iso = (d: Date) => d.toISOString();

export const toCombination = (r: CombinationListRow): Combination => ({
  id: String(r.id),
  name: r.name,
  remark: r.remark,
  totalPcs: r.totalPcs,
  components: r.components,
  createdBy: r.createdBy,
  updatedBy: r.updatedBy,
  createdAt: iso(r.createdAt),
  updatedAt: iso(r.updatedAt),
});

type FormInput = CreateCombinationRequest | UpdateCombinationRequest;

/**
 * Combinations: bundles of the company's passed products. Every change is one transaction with its
 * operation record; another company's combination (or product) id answers 404 (422 on a line).
 */
export const createCombinationsService = ({ db, operationRecords }: CombinationsDeps) => {
  const record = operationRecords.recorderOf(COMBINATION_ENTITY);

  const nameTaken = (name: string) => errors.invalid('combinations.nameTaken', { name }, 'name');

  const load = async (auth: AuthContext, id: number) => orNotFound(await repo.byId(db, auth.companyId, id));

  const linesOf = (input: FormInput): ComponentLine[] =>
    input.components.map((line) => ({ productId: Number(line.productId), ratio: line.ratio }));

  /**
   * Every line names a passed product of the company (422 on the line otherwise, naming the SKU when it
   * is the company's), read with a share lock so it cannot change before the commit.
   */
  const assertComponents = async (tx: DbOrTx, auth: AuthContext, lines: ComponentLine[]) => {
    const found = new Map(
      (
        await repo.productsOf(
          tx,
          auth.companyId,
          lines.map((l) => l.productId),
        )
      ).map((p) => [p.id, p]),
    );
    lines.forEach((line, i) => {
      const product = found.get(line.productId);
      const field = `components.${i}.productId`;
      if (!product) throw errors.invalid('combinations.productNotFound', undefined, field);
      if (product.status !== 'PASSED')
        throw errors.invalid('combinations.productNotPassed', { sku: product.sku }, field);
    });
  };

  const valuesOf = (input: FormInput) => ({
    name: input.name,
    remark: input.remark ?? null,
    totalPcs: combinationTotalPcs(input.components),
  });

  const saving = async <T>(name: string, work: () => Promise<T>) => {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error, 'combinations_company_name')) throw nameTaken(name);
      throw error;
    }
  };

  return {
    async page(auth: AuthContext, request: CombinationPageRequest) {
      const { paging, filters } = splitPage(request);
      return pageOf(db, repo.listQuery(auth.companyId, filters), paging, toCombination);
    },

    async detail(auth: AuthContext, id: string): Promise<CombinationDetail> {
      const row = await load(auth, Number(id));
      const [components, operations] = await Promise.all([
        repo.componentsOf(db, row.id),
        operationRecords.recordOf(db, auth, COMBINATION_ENTITY, row.id),
      ]);
      return {
        ...toCombination(row),
        components: components.map((p) => ({
          ...p,
          productId: String(p.productId),
          imageFileId: p.imageFileId === null ? null : String(p.imageFileId),
        })),
        operations,
      };
    },

    async create(auth: AuthContext, input: CreateCombinationRequest): Promise<Combination> {
      if (await repo.nameHolder(db, auth.companyId, input.name)) throw nameTaken(input.name);
      const lines = linesOf(input);
      const id = await saving(input.name, () =>
        db.transaction(async (tx) => {
          await assertComponents(tx, auth, lines);
          const created = await repo.insert(tx, {
            ...valuesOf(input),
            tenantId: auth.tenantId,
            companyId: auth.companyId,
            createdBy: auth.accountName,
            updatedBy: auth.accountName,
          });
          await repo.replaceLines(tx, created, lines);
          await record(tx, auth, created, 'create');
          return created;
        }),
      );
      return toCombination(await load(auth, id));
    },

    /** Changes name, remark and lines; the record names what changed. */
    async update(auth: AuthContext, input: UpdateCombinationRequest): Promise<Combination> {
      const id = Number(input.id);
      await load(auth, id);
      if (await repo.nameHolder(db, auth.companyId, input.name, id)) throw nameTaken(input.name);
      const lines = linesOf(input);
      const values = valuesOf(input);
      await saving(input.name, () =>
        db.transaction(async (tx) => {
          const before = await repo.lock(tx, auth.companyId, id);
          if (!before) throw errors.notFound();
          await assertComponents(tx, auth, lines);
          const linesChanged = JSON.stringify(await repo.lines(tx, id)) !== JSON.stringify(lines);
          const changed = [
            ...(before.name !== values.name ? ['name'] : []),
            ...(before.remark !== values.remark ? ['remark'] : []),
            ...(linesChanged ? ['components'] : []),
          ];
          await repo.update(tx, id, { ...values, updatedBy: auth.accountName });
          if (linesChanged) await repo.replaceLines(tx, id, lines);
          await record(tx, auth, id, 'update', { note: changed.join(', ') || null });
        }),
      );
      return toCombination(await load(auth, id));
    },

    /** All or nothing, with a reason (specification §5) in each record; lines go with them. */
    async delete(auth: AuthContext, input: DeleteCombinationsRequest): Promise<BatchResult> {
      const ids = [...new Set(input.ids.map(Number))];
      return db.transaction(async (tx) => {
        const found = allOrNotFound(await repo.lockMany(tx, auth.companyId, ids), ids);
        for (const row of found)
          await record(tx, auth, row.id, 'delete', { note: `${row.name}: ${input.reason}` });
        await repo.deleteMany(tx, ids);
        return { affected: found.length };
      });
    },
  };
};
export type CombinationsService = ReturnType<typeof createCombinationsService>;
