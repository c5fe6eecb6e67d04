import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { union, type PgColumn, type PgSelect, type PgTable } from 'drizzle-orm/pg-core';
import type { SearchGroup } from '@oms/contracts';
import type { DbOrTx } from './client';

/** A document type's matches for a keyword in one company: how many in all, and the newest few. */
export type Finder = (
  companyId: number,
  keyword: string,
  limit: number,
) => Promise<Omit<SearchGroup, 'entity'>>;

/**
 * A finder over one table: the company's rows that `match` the keyword (the module says which columns
 * a number may be in), newest first, with the count of all of them. `through` adds the ids of rows
 * matched in another table (an order by its parcels' tracking numbers) as a union. The ids are
 * counted and cut to `limit` before the table is read again, by primary key, for those few: a join
 * of the whole match to the table let PostgreSQL scan all of a company's million orders.
 */
export const tableFinder =
  (
    db: DbOrTx,
    spec: {
      table: PgTable;
      id: PgColumn;
      companyId: PgColumn;
      number: PgColumn;
      status: PgColumn;
      /** What else names the row in the list of hits (a reference, a name). */
      text?: SQL | PgColumn;
      match: (keyword: string) => SQL | undefined;
      /** The ids of the company's rows matched elsewhere: a query of one column named `id`. */
      through?: (companyId: number, keyword: string) => PgSelect;
    },
  ): Finder =>
  async (companyId, keyword, limit) => {
    const own = db
      .select({ id: spec.id })
      .from(spec.table)
      .where(and(eq(spec.companyId, companyId), spec.match(keyword)))
      .$dynamic();
    const matched = (spec.through ? union(own, spec.through(companyId, keyword) as typeof own) : own).as(
      'matched',
    );
    const top = db
      .select({ id: matched.id, total: sql<string>`count(*) over ()`.as('total') })
      .from(matched)
      .orderBy(desc(matched.id))
      .limit(limit)
      .as('top');
    const rows = await db
      .select({
        id: spec.id,
        number: spec.number,
        status: spec.status,
        text: spec.text ?? sql<null>`null`,
        total: top.total,
      })
      .from(spec.table)
      .innerJoin(top, eq(top.id, spec.id))
      .orderBy(desc(spec.id));
    return {
      total: Number(rows[0]?.total ?? 0),
      hits: rows.map((r) => ({
        id: String(r.id),
        number: String(r.number),
        text: r.text === null || r.text === undefined ? null : String(r.text),
        status: String(r.status),
      })),
    };
  };
