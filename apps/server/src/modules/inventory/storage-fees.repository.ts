import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products as p, warehouses as w } from '../../schema';
import {
  stockLots as l,
  storageChargeLines as scl,
  storageCharges as sc,
  type StorageChargeRow,
} from './inventory.table';
import type { Owner } from './inventory.repository';
import { productMeasures } from '../../db/product-measures';

const { pieceVolumeSql } = productMeasures(p);

const LINE_CHUNK = 2_000;

export type StorageChargeInsert = Omit<typeof sc.$inferInsert, 'id'>;
export type StorageLineInsert = Omit<typeof scl.$inferInsert, 'id'>;

/** The storage job's SQL: the day's dedupe rows and their lines. */
export const storageFeesRepository = {
  /**
   * Company × warehouse pairs with stock on hand put away before `dayEnd` that have no charge row for
   * `day` yet (what a run of the job still has to do). The distinct pairs first (one per company ×
   * warehouse, not one per lot), then one probe each of the charges' unique key: a day already charged
   * costs a scan of the lots on hand and a thousand index look-ups.
   */
  pending: (db: DbOrTx, day: string, dayEnd: Date, companyId?: number) => {
    const pairs = db
      .selectDistinct({ tenantId: l.tenantId, companyId: l.companyId, warehouseId: l.warehouseId })
      .from(l)
      .where(
        and(
          gt(l.remaining, 0),
          lt(l.receivedAt, dayEnd),
          companyId === undefined ? undefined : eq(l.companyId, companyId),
        ),
      )
      .as('pairs');
    return db
      .select()
      .from(pairs)
      .where(
        sql`not exists (select 1 from ${sc} where ${sc.companyId} = ${pairs.companyId}
          and ${sc.warehouseId} = ${pairs.warehouseId} and ${sc.day} = ${day})`,
      )
      .orderBy(asc(pairs.companyId), asc(pairs.warehouseId));
  },

  warehouseCode: async (db: DbOrTx, warehouseId: number) =>
    (await db.select({ code: w.code }).from(w).where(eq(w.id, warehouseId)))[0]?.code ?? String(warehouseId),

  /**
   * Claims the day for the pair: the row is the dedupe key, written in the transaction that charges,
   * so of two runs one inserts it and the other (waiting on the unique key) finds it and does nothing.
   */
  claim: async (db: DbOrTx, row: StorageChargeInsert): Promise<StorageChargeRow | undefined> =>
    (
      await db
        .insert(sc)
        .values(row)
        .onConflictDoNothing({ target: [sc.companyId, sc.warehouseId, sc.day] })
        .returning()
    )[0],

  settle: (
    db: DbOrTx,
    id: number,
    change: Pick<StorageChargeInsert, 'status' | 'amount' | 'currency' | 'volumeDays'>,
  ) => db.update(sc).set(change).where(eq(sc.id, id)),

  /** The lots on hand in the warehouse put away before `dayEnd`, with each piece's volume (cm100³). */
  lotsOf: (db: DbOrTx, owner: Owner, warehouseId: number, dayEnd: Date) =>
    db
      .select({
        id: l.id,
        productId: l.productId,
        remaining: l.remaining,
        receivedAt: l.receivedAt,
        pieceVolume: pieceVolumeSql,
      })
      .from(l)
      .innerJoin(p, eq(p.id, l.productId))
      .where(
        and(
          eq(l.companyId, owner.companyId),
          eq(l.warehouseId, warehouseId),
          gt(l.remaining, 0),
          lt(l.receivedAt, dayEnd),
        ),
      )
      .orderBy(asc(l.receivedAt), asc(l.id)),

  /** In chunks: a statement takes at most 65,535 parameters, and a warehouse may hold 50,000 lots. */
  insertLines: async (db: DbOrTx, rows: StorageLineInsert[]) => {
    for (let i = 0; i < rows.length; i += LINE_CHUNK)
      await db.insert(scl).values(rows.slice(i, i + LINE_CHUNK));
  },

  chargeOf: async (db: DbOrTx, companyId: number, warehouseId: number, day: string) =>
    (
      await db
        .select()
        .from(sc)
        .where(and(eq(sc.companyId, companyId), eq(sc.warehouseId, warehouseId), eq(sc.day, day)))
    )[0],

  linesOf: (db: DbOrTx, chargeId: number) =>
    db.select().from(scl).where(eq(scl.chargeId, chargeId)).orderBy(asc(scl.id)),
};
