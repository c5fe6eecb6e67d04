import { and, asc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { StockBuckets } from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import { products } from '../../schema';
import {
  stockBalances as b,
  stockLots as l,
  stockMovements as m,
  type StockBalanceRow,
  type StockLotRow,
} from './inventory.table';

export type Owner = { tenantId: number; companyId: number };
/** One line's change of each bucket (signed). */
export type BucketChange = StockBuckets;
export type MovementInsert = Omit<typeof m.$inferInsert, 'id'>;
export type LotInsert = Omit<typeof l.$inferInsert, 'id'>;

const COLUMN = {
  inTransit: b.inTransit,
  available: b.available,
  reserved: b.reserved,
  unsellable: b.unsellable,
  shipped: b.shipped,
} as const;

/** The kernel's SQL: balances change only here, and only in one conditional statement per line. */
export const inventoryRepository = {
  /** Creates the balances that are missing (zero); a concurrent creator's row wins, nothing fails. */
  ensure: (db: DbOrTx, owner: Owner, warehouseId: number, productIds: readonly number[]) =>
    db
      .insert(b)
      .values(productIds.map((productId) => ({ ...owner, warehouseId, productId })))
      .onConflictDoNothing({ target: [b.companyId, b.warehouseId, b.productId] }),

  /**
   * Applies a line's change in one statement that only passes while every lowered bucket stays at or
   * above zero (checked by the database on the row it locks). Answers the balance after it, or
   * undefined when a bucket would go below zero or the balance is missing.
   */
  apply: async (
    db: DbOrTx,
    companyId: number,
    warehouseId: number,
    productId: number,
    change: BucketChange,
    at: Date,
  ): Promise<StockBalanceRow | undefined> => {
    const guards: SQL[] = [];
    const set: Record<string, SQL | Date> = { updatedAt: at };
    for (const [key, column] of Object.entries(COLUMN) as [
      keyof BucketChange,
      (typeof COLUMN)[keyof BucketChange],
    ][]) {
      const d = change[key];
      if (d === 0) continue;
      set[key] = sql`${column} + ${d}`;
      if (d < 0) guards.push(sql`${column} >= ${-d}`);
    }
    const rows = await db
      .update(b)
      .set(set)
      .where(
        and(
          eq(b.companyId, companyId),
          eq(b.warehouseId, warehouseId),
          eq(b.productId, productId),
          ...guards,
        ),
      )
      .returning();
    return rows[0];
  },

  balanceOf: async (db: DbOrTx, companyId: number, warehouseId: number, productId: number) =>
    (
      await db
        .select()
        .from(b)
        .where(and(eq(b.companyId, companyId), eq(b.warehouseId, warehouseId), eq(b.productId, productId)))
    )[0],

  skuOf: async (db: DbOrTx, productId: number) =>
    (await db.select({ sku: products.sku }).from(products).where(eq(products.id, productId)))[0]?.sku ??
    String(productId),

  insertMovements: (db: DbOrTx, rows: MovementInsert[]) => db.insert(m).values(rows),

  insertLot: (db: DbOrTx, row: LotInsert) => db.insert(l).values(row),

  /** The balance's lots still on hand, oldest first (the balance row is locked by the caller). */
  openLots: (db: DbOrTx, balanceId: number): Promise<StockLotRow[]> =>
    db
      .select()
      .from(l)
      .where(and(eq(l.balanceId, balanceId), gt(l.remaining, 0)))
      .orderBy(asc(l.receivedAt), asc(l.id)),

  takeFromLot: (db: DbOrTx, lotId: number, quantity: number) =>
    db
      .update(l)
      .set({ remaining: sql`${l.remaining} - ${quantity}` })
      .where(and(eq(l.id, lotId), sql`${l.remaining} >= ${quantity}`))
      .returning({ id: l.id }),

  availableOf: (db: DbOrTx, companyId: number, warehouseId: number, productIds: readonly number[]) =>
    db
      .select({ productId: b.productId, available: b.available })
      .from(b)
      .where(
        and(
          eq(b.companyId, companyId),
          eq(b.warehouseId, warehouseId),
          inArray(b.productId, [...productIds]),
        ),
      ),

  /** Balances whose buckets differ from their log's sums, or whose lots differ from what is on hand. */
  mismatches: async (db: DbOrTx, companyId?: number) => {
    const scope = companyId === undefined ? sql`true` : sql`bal.company_id = ${companyId}`;
    const result = (await db.execute(sql`
      select bal.id, bal.company_id, bal.in_transit, bal.available, bal.reserved, bal.unsellable, bal.shipped,
             coalesce(mv.in_transit, 0)::int as log_in_transit, coalesce(mv.available, 0)::int as log_available,
             coalesce(mv.reserved, 0)::int as log_reserved, coalesce(mv.unsellable, 0)::int as log_unsellable,
             coalesce(mv.shipped, 0)::int as log_shipped, coalesce(lt.remaining, 0)::int as lot_remaining
        from ${b} bal
        left join (select balance_id, sum(d_in_transit) as in_transit, sum(d_available) as available,
                          sum(d_reserved) as reserved, sum(d_unsellable) as unsellable, sum(d_shipped) as shipped
                     from ${m} group by balance_id) mv on mv.balance_id = bal.id
        left join (select balance_id, sum(remaining) as remaining from ${l} group by balance_id) lt
               on lt.balance_id = bal.id
       where ${scope}
         and (bal.in_transit <> coalesce(mv.in_transit, 0) or bal.available <> coalesce(mv.available, 0)
              or bal.reserved <> coalesce(mv.reserved, 0) or bal.unsellable <> coalesce(mv.unsellable, 0)
              or bal.shipped <> coalesce(mv.shipped, 0)
              or bal.available + bal.reserved + bal.unsellable <> coalesce(lt.remaining, 0))`)) as unknown as {
      rows: Record<string, unknown>[];
    };
    return result.rows;
  },
};
