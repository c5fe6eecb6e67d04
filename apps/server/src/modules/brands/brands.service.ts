import type {
  BatchResult,
  Brand,
  BrandOption,
  BrandPageRequest,
  CreateBrandRequest,
  UpdateBrandRequest,
} from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import { allOrNotFound, errors, orNotFound } from '../../lib/errors';
import { pageOf, splitPage } from '../../lib/paginate';
import type { Deps } from '../../core/deps';
import type { AuthContext } from '../../core/context';
import type { OperationRecordsService } from '../operation-records/operation-records.service';
import { brandsRepository as repo, type BrandListRow } from './brands.repository';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/pg-errors';

export type BrandsDeps = Pick<Deps, 'db'> & { operationRecords: OperationRecordsService };

export const BRAND_ENTITY = 'brands';

export const toBrand = (row: BrandListRow): Brand => ({
  id: String(row.id),
  name: row.name,
  productCount: row.productCount,
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * Brands: a name per brand, unique in the company ignoring case (409 `brands.nameTaken` on the name
 * field). A brand a product uses cannot be deleted (409 `brands.inUse`); the foreign key catches a
 * product that takes the brand meanwhile. Another company's id answers 404.
 */
export const createBrandsService = ({ db, operationRecords }: BrandsDeps) => {
  const record = operationRecords.recorderOf(BRAND_ENTITY);

  const load = async (auth: AuthContext, id: number) => orNotFound(await repo.byId(db, auth.companyId, id));

  const nameTaken = () => errors.invalid('brands.nameTaken', undefined, 'name');

  const assertFree = async (auth: AuthContext, name: string, exceptId?: number) => {
    if (await repo.nameHolder(db, auth.companyId, name, exceptId)) throw nameTaken();
  };

  const guardName = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error, 'brands_company_name')) throw nameTaken();
      throw error;
    }
  };

  return {
    async page(auth: AuthContext, request: BrandPageRequest) {
      const { paging, filters } = splitPage(request);
      return pageOf(db, repo.listQuery(auth.companyId, filters), paging, toBrand);
    },

    async detail(auth: AuthContext, id: string): Promise<Brand> {
      return toBrand(await load(auth, Number(id)));
    },

    options: async (auth: AuthContext): Promise<BrandOption[]> =>
      (await repo.options(db, auth.companyId)).map((r) => ({ id: String(r.id), name: r.name })),

    async create(auth: AuthContext, input: CreateBrandRequest): Promise<Brand> {
      await assertFree(auth, input.name);
      const id = await guardName(() =>
        db.transaction(async (tx) => {
          const created = await repo.insert(tx, {
            tenantId: auth.tenantId,
            companyId: auth.companyId,
            name: input.name,
            createdBy: auth.accountName,
          });
          await record(tx, auth, created, 'create', { note: input.name });
          return created;
        }),
      );
      return toBrand(await load(auth, id));
    },

    async update(auth: AuthContext, input: UpdateBrandRequest): Promise<Brand> {
      const target = await load(auth, Number(input.id));
      await assertFree(auth, input.name, target.id);
      await guardName(() =>
        db.transaction(async (tx) => {
          await repo.rename(tx, target.id, input.name);
          await record(tx, auth, target.id, 'update', { note: `${target.name} → ${input.name}` });
        }),
      );
      return toBrand(await load(auth, target.id));
    },

    /** All or nothing: one brand in use refuses the whole batch, naming it. */
    async delete(auth: AuthContext, rawIds: string[]): Promise<BatchResult> {
      const ids = [...new Set(rawIds.map(Number))];
      try {
        return await db.transaction(async (tx) => {
          const found = allOrNotFound(await repo.lockMany(tx, auth.companyId, ids), ids);
          const usage = await repo.usage(tx, auth.companyId, ids);
          const used = found.find((b) => usage.has(b.id));
          if (used) throw errors.conflict('brands.inUse', { name: used.name, count: usage.get(used.id)! });
          for (const b of found) await record(tx, auth, b.id, 'delete', { note: b.name });
          await repo.deleteMany(tx, ids);
          return { affected: found.length };
        });
      } catch (error) {
        // A product took one of the brands while they were being deleted.
        if (isForeignKeyViolation(error)) throw errors.conflict('brands.inUse', { name: '', count: 1 });
        throw error;
      }
    },

    /** For the products module: the brand belongs to the company (422 on the brand field otherwise). */
    async assertOwn(auth: Pick<AuthContext, 'companyId'>, id: number, tx: DbOrTx = db) {
      if (!(await repo.inCompany(tx, auth.companyId, id)))
        throw errors.invalid('brands.notFound', undefined, 'brandId');
    },
  };
};
export type BrandsService = ReturnType<typeof createBrandsService>;
