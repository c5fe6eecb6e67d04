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

/**
 * A document repository's `move` and `current`, typed by the table's own states: `move` is
 * `moveState` that also stamps `updatedAt`, `current` is `stateOf`. Spread into the repository
 * (`...statesOf(table)`), so each document does not write the pair again.
 */
export const statesOf = <T extends StatefulTable & { updatedAt: PgColumn }>(table: T) => {
  type State = T['$inferSelect']['status'] & string;
  return {
    /** The one conditional move of a document; answers the state it left (undefined: refused). */
    move: async (
      db: DbOrTx,
      scope: SQL | undefined,
      id: number,
      from: readonly State[],
      to: State,
      set: Record<string, unknown> = {},
    ) =>
      (await moveState(db, table, { id, scope, from, to, set: { ...set, updatedAt: new Date() } })) as
        State | undefined,
    /** The document's state now (after a refused move), or undefined when `scope` has no such row. */
    current: async (db: DbOrTx, scope: SQL | undefined, id: number) =>
      (await stateOf(db, table, id, scope)) as State | undefined,
  };
};
