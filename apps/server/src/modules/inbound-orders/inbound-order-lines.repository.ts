import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products } from '../../schema';
import { inboundOrderLines as l, inboundOrders as t } from './inbound-orders.table';

// The line import's SQL (inbound-orders.import.ts): the company's products by SKU, and an order's
// lines replaced with its totals.

/**
 * The company's products that `which` selects, with what a line needs (the status decides whether
 * they may go in).
 */
export const lineProducts = (db: DbOrTx, companyId: number, which: SQL) =>
  db
    .select({
      id: products.id,
      sku: products.sku,
      status: products.status,
      piecesPerCarton: products.piecesPerCarton,
    })
    .from(products)
    .where(and(eq(products.companyId, companyId), which));

export const inboundOrderLinesRepository = {
  /** The company's products among `skus` (exact), with what a line needs. */
  productsBySku: (db: DbOrTx, companyId: number, skus: string[]) =>
    skus.length === 0 ? Promise.resolve([]) : lineProducts(db, companyId, inArray(products.sku, skus)),

  /** The company's order (its state and number), locked when `lock`. */
  order: async (db: DbOrTx, companyId: number, id: number, lock = false) => {
    const q = db
      .select({ id: t.id, orderNo: t.orderNo, status: t.status })
      .from(t)
      .where(and(eq(t.companyId, companyId), eq(t.id, id)));
    return (await (lock ? q.for('update') : q))[0];
  },

  /** The company's first passed products by SKU (the template's example row). */
  passedSkus: async (db: DbOrTx, companyId: number, limit: number) =>
    (
      await db
        .select({ sku: products.sku })
        .from(products)
        .where(and(eq(products.companyId, companyId), eq(products.status, 'PASSED')))
        .orderBy(asc(products.id))
        .limit(limit)
    ).map((r) => r.sku),

  /** Replaces the order's lines (in the given order) and its totals. */
  replaceLines: async (
    db: DbOrTx,
    order: { id: number; companyId: number },
    lines: { productId: number; boxes: number; quantity: number }[],
  ) => {
    await db.delete(l).where(eq(l.orderId, order.id));
    const CHUNK = 500;
    for (let i = 0; i < lines.length; i += CHUNK) {
      await db.insert(l).values(
        lines.slice(i, i + CHUNK).map((line, k) => ({
          ...line,
          orderId: order.id,
          companyId: order.companyId,
          position: i + k + 1,
        })),
      );
    }
    await db
      .update(t)
      .set({
        totalBoxes: lines.reduce((n, x) => n + x.boxes, 0),
        totalQuantity: lines.reduce((n, x) => n + x.quantity, 0),
        updatedAt: new Date(),
      })
      .where(eq(t.id, order.id));
  },
};
