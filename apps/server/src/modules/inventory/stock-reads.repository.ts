import { and, asc, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import {
  ageingRequest,
  FINANCE_TIME_ZONE,
  INVENTORY_LIMITS,
  INVENTORY_SORT_KEYS,
  inventoryPageRequest,
  movementsRequest,
  STOCK_ALERT_LIMITS,
  type AgeingRequest,
  type InventoryFilters,
  type InventorySortKey,
  type MovementType,
} from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import { productMeasures } from '../../db/product-measures';
import {
  brands as br,
  combinationComponents as cc,
  combinations as c,
  products as p,
  warehouses as w,
} from '../../schema';
import { listFilters, type ListQuery, sortColumns } from '../../lib/paginate';
import {
  stockBalances as b,
  stockLots as l,
  stockMovements as m,
  stockThresholds as th,
} from './inventory.table';

const { pieceVolumeSql } = productMeasures(p);

// Reads of the stock pages (joins to products, brands, warehouses and combinations are read-only).

const onHand = sql`(${b.available} + ${b.reserved} + ${b.unsellable})`;
/** cm100³ → m³: (1/100 cm)³ = 1e-6 cm³ = 1e-12 m³. */
const m3 = (pieces: SQL | string) =>
  sql<string>`round(${pieces}::numeric * ${pieceVolumeSql} / 1e12, 4)::text`;

/** What the balance shipped over the last days (the partial index on its shipments answers it). */
const outflow = sql<number>`(select coalesce(sum(${m.dShipped}), 0)::int from ${m}
  where ${m.balanceId} = ${b.id} and ${m.movementType} = 'SHIP'
  and ${m.createdAt} >= now() - ${sql.raw(`interval '${STOCK_ALERT_LIMITS.outflowDays} days'`)})`;
/** The threshold the customer set, else null. */
const thresholdSet = sql<number | null>`(select ${th.threshold} from ${th} where ${th.balanceId} = ${b.id})`;
/** The rule of contracts' isLowStock, in SQL (the list's filter). */
const low = sql`(coalesce(${thresholdSet}, ${outflow}) > 0
  and ${b.available} <= coalesce(${thresholdSet}, ${outflow}))`;

const rowsOf = (db: DbOrTx) =>
  db
    .select({
      id: b.id,
      warehouseId: b.warehouseId,
      warehouseCode: w.code,
      warehouseNameZh: w.nameZh,
      warehouseNameEn: w.nameEn,
      productId: b.productId,
      sku: p.sku,
      nameZh: p.nameCn,
      nameEn: p.nameEn,
      brandName: br.name,
      category: p.category,
      inTransit: b.inTransit,
      available: b.available,
      reserved: b.reserved,
      unsellable: b.unsellable,
      shipped: b.shipped,
      volume: m3(onHand),
      pieceVolume: pieceVolumeSql,
      oldestAt: sql<string | null>`(select min(${l.receivedAt})::text from ${l}
        where ${l.balanceId} = ${b.id} and ${l.remaining} > 0)`,
      thresholdSet,
      outflow,
      updatedAt: b.updatedAt,
    })
    .from(b)
    .innerJoin(p, eq(p.id, b.productId))
    .innerJoin(w, eq(w.id, b.warehouseId))
    .leftJoin(br, eq(br.id, p.brandId))
    .$dynamic();
export type StockListRow = Awaited<ReturnType<ReturnType<typeof rowsOf>['execute']>>[number];

/** The stock filters that read the product (the list's and the ageing report's). */
const productFilters = { sku: p.sku, brandId: p.brandId, category: p.category };

type Filters = Partial<Omit<InventoryFilters, 'hasStock' | 'lowStock'>> & {
  hasStock?: 'YES' | 'NO' | undefined;
  lowStock?: 'YES' | 'NO' | undefined;
};
export type StockSelection = { ids: number[] } | Filters;

const whereOf = (companyId: number, f: StockSelection) => {
  if ('ids' in f) return and(eq(b.companyId, companyId), inArray(b.id, f.ids));
  return and(
    eq(b.companyId, companyId),
    // The balance's warehouse; the product's SKU, brand and category.
    ...listFilters(inventoryPageRequest, f, b, {
      ...productFilters,
      hasStock: (has) => (has === 'YES' ? sql`${onHand} > 0` : has === 'NO' ? sql`${onHand} = 0` : undefined),
      lowStock: (isLow) => (isLow === 'YES' ? low : isLow === 'NO' ? sql`not ${low}` : undefined),
    }),
  );
};

const listQuery = (
  companyId: number,
  f: StockSelection,
): ListQuery<ReturnType<typeof rowsOf>, InventorySortKey> => ({
  rows: rowsOf,
  countFrom: (db: DbOrTx) => db.select({ id: b.id }).from(b).innerJoin(p, eq(p.id, b.productId)).$dynamic(),
  where: whereOf(companyId, f),
  sorts: sortColumns(b, INVENTORY_SORT_KEYS, { sku: p.sku }),
  defaultSort: { key: 'updatedAt', order: 'desc' },
  id: b.id,
});

const movementRows = (db: DbOrTx) => db.select().from(m).$dynamic();

const int = (column: SQL | typeof b.inTransit) => sql<string>`coalesce(sum(${column}), 0)::text`;

/** Age in finance-calendar days of a lot put away at `received_at`, today. */
const ageDays = sql<number>`((now() at time zone ${FINANCE_TIME_ZONE})::date
  - (${l.receivedAt} at time zone ${FINANCE_TIME_ZONE})::date)::int`;

export const stockReadsRepository = {
  listQuery,

  byId: async (db: DbOrTx, companyId: number, id: number) =>
    (
      await rowsOf(db)
        .where(and(eq(b.companyId, companyId), eq(b.id, id)))
        .limit(1)
    )[0],

  /** Sums of every row the filters match (the list's totals row). */
  totals: async (db: DbOrTx, companyId: number, f: Filters) =>
    (
      await db
        .select({
          rows: sql<string>`count(*)::text`,
          inTransit: int(b.inTransit),
          available: int(b.available),
          reserved: int(b.reserved),
          unsellable: int(b.unsellable),
          shipped: int(b.shipped),
          volume: sql<string>`coalesce(round(sum(${onHand}::numeric * ${pieceVolumeSql}) / 1e12, 4), 0)::text`,
        })
        .from(b)
        .innerJoin(p, eq(p.id, b.productId))
        .where(whereOf(companyId, f))
    )[0]!,

  movementsQuery: (companyId: number, balanceId: number, movementType?: MovementType) =>
    ({
      rows: movementRows,
      where: and(
        eq(m.companyId, companyId),
        eq(m.balanceId, balanceId),
        // The request's `id` is the balance's (above).
        ...listFilters(movementsRequest, { movementType }, m),
      ),
      sorts: { id: m.id },
      defaultSort: { key: 'id', order: 'desc' },
      id: m.id,
    }) satisfies ListQuery<ReturnType<typeof movementRows>, 'id'>,

  lots: (db: DbOrTx, companyId: number, balanceId: number) =>
    db
      .select({
        id: l.id,
        documentType: l.documentType,
        documentNo: l.documentNo,
        receivedAt: l.receivedAt,
        quantity: l.quantity,
        remaining: l.remaining,
        ageDays,
      })
      .from(l)
      .where(and(eq(l.companyId, companyId), eq(l.balanceId, balanceId), gt(l.remaining, 0)))
      .orderBy(asc(l.receivedAt), asc(l.id))
      .limit(INVENTORY_LIMITS.lots),

  /**
   * Net in transit per inbound document of the balance (from the log): what is still expected, since
   * its first expectation. Reads only the movements that change in transit (a partial index holds
   * them), not the balance's whole log.
   */
  inTransit: (db: DbOrTx, companyId: number, balanceId: number) =>
    db
      .select({
        documentType: m.documentType,
        documentNo: m.documentNo,
        quantity: sql<string>`sum(${m.dInTransit})::text`,
        since: sql<Date>`min(${m.createdAt})`,
      })
      .from(m)
      .where(
        and(
          eq(m.companyId, companyId),
          eq(m.balanceId, balanceId),
          eq(m.documentType, 'INBOUND'),
          // A literal, not a parameter: the planner matches it to the partial index's predicate.
          sql`${m.dInTransit} <> 0`,
        ),
      )
      .groupBy(m.documentType, m.documentNo)
      .having(sql`sum(${m.dInTransit}) > 0`)
      .orderBy(asc(sql`min(${m.createdAt})`)),

  /** Pieces and m³ on hand per warehouse and age (days) of the lots, for the ageing report. */
  ageing: (db: DbOrTx, companyId: number, f: AgeingRequest) =>
    db
      .select({
        warehouseId: l.warehouseId,
        ageDays,
        pieces: sql<string>`sum(${l.remaining})::text`,
        volume: sql<string>`sum(${l.remaining}::numeric * ${pieceVolumeSql})::text`,
      })
      .from(l)
      .innerJoin(p, eq(p.id, l.productId))
      .where(
        and(
          eq(l.companyId, companyId),
          gt(l.remaining, 0),
          // The lot's warehouse; the product's SKU, brand and category.
          ...listFilters(ageingRequest, f, l, productFilters),
        ),
      )
      // By position: the age expression carries a bound parameter, which GROUP BY would not match.
      .groupBy(sql`1, 2`),

  /** Sets (or, with null, clears) a balance's threshold; the balance is known to be the company's. */
  setThreshold: async (
    db: DbOrTx,
    row: { companyId: number; tenantId: number; balanceId: number },
    threshold: number | null,
    actor: string,
  ) => {
    if (threshold === null) {
      await db.delete(th).where(and(eq(th.companyId, row.companyId), eq(th.balanceId, row.balanceId)));
      return;
    }
    const at = new Date();
    await db
      .insert(th)
      .values({ ...row, threshold, updatedBy: actor, updatedAt: at })
      .onConflictDoUpdate({ target: th.balanceId, set: { threshold, updatedBy: actor, updatedAt: at } });
  },

  /** The company's lots on hand with their age, piece volume and balance (the storage-tier warnings). */
  lotsOnHand: (db: DbOrTx, companyId: number) =>
    db
      .select({
        balanceId: l.balanceId,
        warehouseId: l.warehouseId,
        sku: p.sku,
        nameZh: p.nameCn,
        nameEn: p.nameEn,
        remaining: l.remaining,
        ageDays,
        pieceVolume: pieceVolumeSql,
      })
      .from(l)
      .innerJoin(p, eq(p.id, l.productId))
      .where(and(eq(l.companyId, companyId), gt(l.remaining, 0))),

  warehousesOf: (db: DbOrTx, tenantId: number, ids?: number[]) =>
    db
      .select({ id: w.id, code: w.code, nameZh: w.nameZh, nameEn: w.nameEn })
      .from(w)
      .where(and(eq(w.tenantId, tenantId), ids ? inArray(w.id, ids) : undefined))
      .orderBy(asc(w.code)),

  /** The combination's components, or undefined when it is not the company's. */
  components: async (db: DbOrTx, companyId: number, combinationId: number) => {
    const [found] = await db
      .select({ id: c.id })
      .from(c)
      .where(and(eq(c.companyId, companyId), eq(c.id, combinationId)));
    if (!found) return undefined;
    return db
      .select({ productId: cc.productId, ratio: cc.ratio })
      .from(cc)
      .where(eq(cc.combinationId, combinationId))
      .orderBy(asc(cc.position));
  },

  /** Available per warehouse of the products (rows only where a balance exists). */
  availableAcross: (db: DbOrTx, companyId: number, productIds: number[]) =>
    db
      .select({ warehouseId: b.warehouseId, productId: b.productId, available: b.available })
      .from(b)
      .where(and(eq(b.companyId, companyId), inArray(b.productId, productIds)))
      .orderBy(asc(b.warehouseId), desc(b.available)),
};
