import { and, eq, gte, sql, sum } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { stockBalances as b, stockMovements as m } from './inventory.table';

// The home page's stock figures (registered on the home board by the module's setup).

/** Pieces put away (receipts into available or unsellable) per UTC day since `since`. */
export const receivedPerDay = async (db: DbOrTx, companyId: number, since: Date) => {
  const day = sql<string>`to_char(${m.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, n: sum(sql`${m.dAvailable} + ${m.dUnsellable}`) })
    .from(m)
    .where(and(eq(m.companyId, companyId), eq(m.movementType, 'RECEIVE'), gte(m.createdAt, since)))
    .groupBy(day)
    .orderBy(day);
  return rows.map((r) => ({ day: r.day, n: Number(r.n ?? 0) }));
};

/** The company's available pieces over every warehouse and SKU. */
export const availableTotal = async (db: DbOrTx, companyId: number) => {
  const [row] = await db
    .select({ n: sum(b.available) })
    .from(b)
    .where(eq(b.companyId, companyId));
  return Number(row?.n ?? 0);
};
