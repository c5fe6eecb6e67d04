import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
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
 * a number may be in), newest first, with the count of all of them in the same statement. `through`
 * adds the ids of rows matched in another table (an order by its parcels' tracking numbers): the two
 * are a union under `id in`, which PostgreSQL joins, so each side keeps its (trigram) index, where an
 * OR with a subquery would read every row of the company.
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
      /** A query of one column, the ids of the company's rows matched elsewhere. */
      through?: (companyId: number, keyword: string) => SQL;
    },
  ): Finder =>
  async (companyId, keyword, limit) => {
    const own = and(eq(spec.companyId, companyId), spec.match(keyword));
    const matched = spec.through
      ? and(
          eq(spec.companyId, companyId),
          sql`${spec.id} in (${db.select({ id: spec.id }).from(spec.table).where(own)} union ${spec.through(companyId, keyword)})`,
        )
      : own;
    const rows = await db
      .select({
        id: spec.id,
        number: spec.number,
        status: spec.status,
        text: spec.text ?? sql<null>`null`,
        total: sql<string>`count(*) over ()`,
      })
      .from(spec.table)
      .where(matched)
      .orderBy(desc(spec.id))
      .limit(limit);
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
