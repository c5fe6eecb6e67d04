import { and, count, desc, eq, gte, inArray, isNotNull, isNull, max, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { todos } from './homepage.table';

type Scope = { companyId: number; relateTypes: number[] };

const open = (s: Scope) =>
  and(eq(todos.companyId, s.companyId), isNull(todos.doneAt), inArray(todos.relateType, s.relateTypes));

const utcDay = (column: SQL | typeof todos.createdAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

export const todosRepository = {
  insert: (db: DbOrTx, row: typeof todos.$inferInsert) => db.insert(todos).values(row).returning(),

  /** Marks open to-dos done; `where` narrows to one to-do or one document. */
  resolve: (
    db: DbOrTx,
    companyId: number,
    where: { id?: number; documentType?: string; documentId?: string },
  ) => {
    const conditions = [eq(todos.companyId, companyId), isNull(todos.doneAt)];
    if (where.id !== undefined) conditions.push(eq(todos.id, where.id));
    if (where.documentType !== undefined) conditions.push(eq(todos.documentType, where.documentType));
    if (where.documentId !== undefined) conditions.push(eq(todos.documentId, where.documentId));
    return db
      .update(todos)
      .set({ doneAt: sql`now()` })
      .where(and(...conditions))
      .returning({ id: todos.id });
  },

  listOpen: (db: DbOrTx, s: Scope & { relateType?: number; limit: number }) =>
    db
      .select()
      .from(todos)
      .where(and(open(s), s.relateType === undefined ? undefined : eq(todos.relateType, s.relateType)))
      .orderBy(desc(todos.createdAt), desc(todos.id))
      .limit(s.limit),

  countOpenByType: (db: DbOrTx, s: Scope) =>
    db
      .select({ relateType: todos.relateType, n: count() })
      .from(todos)
      .where(open(s))
      .groupBy(todos.relateType),

  countOpenByTypeAndStatus: (db: DbOrTx, s: Scope) =>
    db
      .select({
        relateType: todos.relateType,
        status: todos.status,
        statusDescZh: max(todos.statusDescZh),
        statusDescEn: max(todos.statusDescEn),
        n: count(),
      })
      .from(todos)
      .where(open(s))
      .groupBy(todos.relateType, todos.status)
      .orderBy(todos.relateType, todos.status),

  /** To-dos raised and done per UTC day since `since`. */
  dailyCounts: async (db: DbOrTx, s: Scope & { since: Date }) => {
    const mine = and(eq(todos.companyId, s.companyId), inArray(todos.relateType, s.relateTypes));
    const raisedDay = utcDay(todos.createdAt);
    const doneDay = utcDay(sql`${todos.doneAt}`);
    const [raised, done] = await Promise.all([
      db
        .select({ day: raisedDay, n: count() })
        .from(todos)
        .where(and(mine, gte(todos.createdAt, s.since)))
        .groupBy(raisedDay),
      db
        .select({ day: doneDay, n: count() })
        .from(todos)
        .where(and(mine, isNotNull(todos.doneAt), gte(todos.doneAt, s.since)))
        .groupBy(doneDay),
    ]);
    return { raised, done };
  },
};
