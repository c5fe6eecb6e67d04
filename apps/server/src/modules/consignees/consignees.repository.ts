import { and, asc, eq, gte, ilike, inArray, lte, type SQL } from 'drizzle-orm';
import type { ConsigneeFilters, ConsigneeSortKey, CreateConsigneeRequest } from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import type { ListQuery } from '../../lib/paginate';
import { consignees, type ConsigneeRow } from './consignees.table';
import { contains } from '../../lib/like';

const rowsOf = (db: DbOrTx) => db.select().from(consignees).$dynamic();

export type ConsigneeQuery = ListQuery<ReturnType<typeof rowsOf>, ConsigneeSortKey>;
export type ConsigneeListFilters = Partial<ConsigneeFilters> & { ids?: number[] };
/** The stored fields of one consignee. */
export type ConsigneeValues = {
  name: string;
  company: string | null;
  country: CreateConsigneeRequest['country'];
  state: string | null;
  city: string;
  address: string;
  postalCode: string | null;
  email: string | null;
  phone: string;
};

const whereOf = (companyId: number, f: ConsigneeListFilters): SQL | undefined =>
  and(
    eq(consignees.companyId, companyId),
    f.ids ? inArray(consignees.id, f.ids) : undefined,
    f.name ? ilike(consignees.name, contains(f.name)) : undefined,
    f.company ? ilike(consignees.company, contains(f.company)) : undefined,
    f.country ? eq(consignees.country, f.country) : undefined,
    f.city ? ilike(consignees.city, contains(f.city)) : undefined,
    f.postalCode ? ilike(consignees.postalCode, contains(f.postalCode)) : undefined,
    f.phone ? ilike(consignees.phone, contains(f.phone)) : undefined,
    f.email ? ilike(consignees.email, contains(f.email)) : undefined,
    f.createdFrom ? gte(consignees.createdAt, new Date(f.createdFrom)) : undefined,
    f.createdTo ? lte(consignees.createdAt, new Date(f.createdTo)) : undefined,
  );

export const consigneesRepository = {
  /** One company's address book, for `paginate`, `countRows` and `exportRows`. */
  listQuery: (companyId: number, filters: ConsigneeListFilters): ConsigneeQuery => ({
    rows: rowsOf,
    countFrom: (db) => db.select({ id: consignees.id }).from(consignees).$dynamic(),
    where: whereOf(companyId, filters),
    sorts: {
      name: consignees.name,
      country: consignees.country,
      city: consignees.city,
      createdAt: consignees.createdAt,
      updatedAt: consignees.updatedAt,
    },
    defaultSort: { key: 'createdAt', order: 'desc' },
    id: consignees.id,
  }),

  byId: async (db: DbOrTx, companyId: number, id: number): Promise<ConsigneeRow | undefined> => {
    const rows = await rowsOf(db)
      .where(and(eq(consignees.companyId, companyId), eq(consignees.id, id)))
      .limit(1);
    return rows[0];
  },

  insertMany: (db: DbOrTx, owner: { tenantId: number; companyId: number }, values: ConsigneeValues[]) =>
    db
      .insert(consignees)
      .values(values.map((v) => ({ ...owner, ...v })))
      .returning({ id: consignees.id }),

  update: (db: DbOrTx, companyId: number, id: number, values: ConsigneeValues) =>
    db
      .update(consignees)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(consignees.companyId, companyId), eq(consignees.id, id)))
      .returning({ id: consignees.id }),

  /** The named entries of the company, locked for the delete that follows. */
  lockMany: (db: DbOrTx, companyId: number, ids: number[]) =>
    db
      .select({ id: consignees.id, name: consignees.name })
      .from(consignees)
      .where(and(eq(consignees.companyId, companyId), inArray(consignees.id, ids)))
      .orderBy(asc(consignees.id))
      .for('update'),

  deleteMany: (db: DbOrTx, companyId: number, ids: number[]) =>
    db
      .delete(consignees)
      .where(and(eq(consignees.companyId, companyId), inArray(consignees.id, ids)))
      .returning({ id: consignees.id }),
};
