import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

/** A document table as the state-transition helper sees it: an id and a state column. */
export type StatefulTable = PgTable & { id: PgColumn; status: PgColumn };

/**
 * Moves one row from any of `from` to `to` in ONE conditional statement, and answers the state it
 * left (or undefined when no row of `scope` with that id was in one of those states). The subquery
 * locks the row first, so the state it reads is the one the update replaces, whatever runs
 * concurrently; two concurrent moves of the same row never both succeed.
 */
export const moveState = async <T extends StatefulTable>(
  db: DbOrTx,
  table: T,
  input: {
    id: number;
    /** Tenancy (and any other) condition: a row outside it is never touched. */
    scope: SQL | undefined;
    from: readonly string[];
    to: string;
    /** Other columns the move writes (decided at, reason, …), as Drizzle `set` values. */
    set?: Record<string, unknown>;
  },
): Promise<string | undefined> => {
  const locked = db
    .select({ id: table.id, status: sql<string>`${table.status}`.as('prev_status') })
    .from(table as PgTable)
    .where(and(eq(table.id, input.id), input.scope))
    .for('update')
    .as('prev');
  const rows = await db
    .update(table)
    .set({ ...input.set, status: input.to } as never)
    .from(locked)
    .where(and(eq(table.id, locked.id), inArray(table.status, [...input.from])))
    .returning({ from: locked.status });
  return rows[0]?.from;
};

/** The current state of a row of `scope`, or undefined when there is none (used after a refused move). */
export const stateOf = async <T extends StatefulTable>(
  db: DbOrTx,
  table: T,
  id: number,
  scope: SQL | undefined,
): Promise<string | undefined> => {
  const [row] = await db
    .select({ status: sql<string>`${table.status}` })
    .from(table as PgTable)
    .where(and(eq(table.id, id), scope));
  return row?.status;
};
