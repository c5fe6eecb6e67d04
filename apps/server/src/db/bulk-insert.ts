import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

// Many rows in one statement with one parameter: the rows as a JSON array that `jsonb_to_recordset`
// expands, instead of drizzle's VALUES with a parameter per cell. On PGlite, whose one connection an
// import's transaction holds while every other request waits, 10,000 products went in 512 ms this
// way against 1,763 ms (bench/reports/import.md); on PostgreSQL it saves the parameter traffic.

type Row<T extends PgTable> = T['$inferInsert'];

const JSON_TYPES = new Set(['json', 'jsonb']);

/** A cell as the database reads it from JSON: json columns as they are, the rest as drizzle sends them. */
const cellOf = (column: PgColumn, value: unknown) => {
  if (value === null || value === undefined) return null;
  return JSON_TYPES.has(column.getSQLType()) ? value : column.mapToDriverValue(value);
};

/** Runs an insert and answers the `id`s it returned (none when it returns nothing). */
const idsOf = async (db: DbOrTx, statement: SQL) => {
  const result = (await db.execute(statement)) as unknown as { rows: { id: string | number }[] };
  return result.rows.map((r) => Number(r.id));
};

/**
 * Inserts `rows` into `table` in one statement and answers the new rows' `id`s (none for a table
 * without one), in no particular order (match them by a key of your own if you need to). A column
 * no row sets takes its database default, as with drizzle's insert; one that only some rows set is
 * null in the others, which is refused for a column with a default (one statement cannot give some
 * rows their default).
 */
export const insertManyJson = async <T extends PgTable>(
  db: DbOrTx,
  table: T,
  rows: Row<T>[],
): Promise<number[]> => {
  if (rows.length === 0) return [];
  // A table without an `id` (an import's staging rows) answers no ids.
  const returning = 'id' in getTableColumns(table) ? sql` returning id` : sql``;
  return idsOf(db, insertStatement(table, rows, returning));
};

/**
 * As `insertManyJson`, answering each new row's `id` by its value of `key`, a column every row sets
 * to a value of its own (a document number): for rows whose ids must be told apart, without reading
 * them back by a list of keys (a plan over thousands of them can take seconds).
 */
export const insertManyJsonByKey = async <T extends PgTable>(
  db: DbOrTx,
  table: T,
  rows: Row<T>[],
  key: PgColumn,
): Promise<Map<string, number>> => {
  if (rows.length === 0) return new Map();
  const statement = insertStatement(table, rows, sql` returning id, ${sql.identifier(key.name)} as key`);
  const result = (await db.execute(statement)) as unknown as { rows: { id: string | number; key: string }[] };
  return new Map(result.rows.map((r) => [String(r.key), Number(r.id)]));
};

/** The one statement of `insertManyJson` (its checks, its columns, the rows as one JSON parameter). */
const insertStatement = <T extends PgTable>(table: T, rows: Row<T>[], returning: SQL): SQL => {
  const cells = rows as Record<string, unknown>[];
  const columns = Object.entries(getTableColumns(table)) as [string, PgColumn][];
  const used = columns.filter(([key]) => cells.some((row) => row[key] !== undefined));
  for (const [key, column] of columns) {
    const setBy = cells.filter((row) => row[key] !== undefined).length;
    if (setBy === 0 && column.defaultFn) {
      throw new Error(`insertManyJson: ${key} has a default made in JavaScript; set it in the rows`);
    }
    if (setBy > 0 && setBy < cells.length && (column.hasDefault || column.defaultFn)) {
      throw new Error(`insertManyJson: ${key} has a default, so every row or none must set it`);
    }
  }
  const payload = JSON.stringify(
    cells.map((row) =>
      Object.fromEntries(used.map(([key, column]) => [column.name, cellOf(column, row[key])])),
    ),
  );
  const names = sql.join(
    used.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const types = sql.join(
    used.map(([, column]) => sql`${sql.identifier(column.name)} ${sql.raw(column.getSQLType())}`),
    sql`, `,
  );
  return sql`insert into ${table} (${names})
    select ${names} from jsonb_to_recordset(${payload}::jsonb) as r(${types})${returning}`;
};

/**
 * Copies the rows of `source` that `where` picks into `target`, in `orderBy` order, by the columns
 * both tables have (by name), in one statement with nothing through the driver; answers the new
 * rows' `id`s. An import's staged rows become the rows everyone sees this way, inside the job's
 * transaction, while the staging itself ran in short statements before it.
 */
export const copyRows = async (
  db: DbOrTx,
  target: PgTable,
  source: PgTable,
  where: SQL,
  orderBy: SQL,
): Promise<number[]> => {
  const targetNames = new Set(Object.values(getTableColumns(target)).map((c) => c.name));
  const shared = Object.values(getTableColumns(source))
    .map((c) => c.name)
    .filter((name) => targetNames.has(name));
  const names = sql.join(
    shared.map((name) => sql.identifier(name)),
    sql`, `,
  );
  const statement = sql`insert into ${target} (${names})
    select ${names} from ${source} where ${where} order by ${orderBy}
    returning id`;
  return idsOf(db, statement);
};
