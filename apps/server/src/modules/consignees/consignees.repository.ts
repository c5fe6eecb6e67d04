import { and, eq, sql } from 'drizzle-orm';
import {
  CONSIGNEE_SORT_KEYS,
  consigneePageRequest,
  type ConsigneeFilters,
  type ConsigneeSortKey,
  type CreateConsigneeRequest,
} from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import {
  companyListQuery,
  companyRecord,
  listFilters,
  type ListQuery,
  lockOfCompany,
  ofCompany,
  sortColumns,
} from '../../lib/paginate';
import { consignees } from './consignees.table';

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

export const consigneesRepository = {
  /** One company's address book, for `paginate`, `countRows` and `exportRows`. */
  listQuery: (companyId: number, f: ConsigneeListFilters): ConsigneeQuery =>
    companyListQuery(consignees, companyId, f, {
      rows: rowsOf,
      sorts: sortColumns(consignees, CONSIGNEE_SORT_KEYS),
      filters: listFilters(consigneePageRequest, f, consignees),
    }),

  byId: companyRecord(rowsOf, consignees),

  /** The company's entry with the same recipient at the same address (names and text compared without case). */
  sameAs: async (db: DbOrTx, companyId: number, v: ConsigneeValues) =>
    (
      await db
        .select({ id: consignees.id })
        .from(consignees)
        .where(
          and(
            eq(consignees.companyId, companyId),
            eq(consignees.country, v.country),
            sql`lower(${consignees.name}) = lower(${v.name})`,
            sql`lower(${consignees.address}) = lower(${v.address})`,
            sql`lower(${consignees.city}) = lower(${v.city})`,
            sql`coalesce(${consignees.postalCode}, '') = ${v.postalCode ?? ''}`,
            eq(consignees.phone, v.phone),
          ),
        )
        .limit(1)
    )[0],

  insertMany: (db: DbOrTx, owner: { tenantId: number; companyId: number }, values: ConsigneeValues[]) =>
    db
      .insert(consignees)
      .values(values.map((v) => ({ ...owner, ...v })))
      .returning({ id: consignees.id }),

  update: (db: DbOrTx, companyId: number, id: number, values: ConsigneeValues) =>
    db
      .update(consignees)
      .set({ ...values, updatedAt: new Date() })
      .where(ofCompany(consignees, companyId, id))
      .returning({ id: consignees.id }),

  /** The named entries of the company, locked for the delete that follows. */
  lockMany: (db: DbOrTx, companyId: number, ids: number[]) =>
    lockOfCompany(
      db.select({ id: consignees.id, name: consignees.name }).from(consignees).$dynamic(),
      consignees,
      companyId,
      ids,
    ),

  deleteMany: (db: DbOrTx, companyId: number, ids: number[]) =>
    db
      .delete(consignees)
      .where(ofCompany(consignees, companyId, ids))
      .returning({ id: consignees.id }),
};
