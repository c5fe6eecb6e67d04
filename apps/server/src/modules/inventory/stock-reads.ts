import {
  AGE_BUCKETS,
  ageBucketOf,
  combinationAvailable,
  daysBetween,
  zonedDayText,
  type AgeingReport,
  type AgeingRequest,
  type CombinationAvailability,
  type InTransitRow,
  type InventoryPage,
  type InventoryPageRequest,
  type MovementRow,
  type MovementsRequest,
  type StockDetail,
  type StockLot,
  type StockRow,
  type StockWarehouse,
} from '@oms/contracts';
import type { Deps } from '../../core/deps';
import type { AuthContext } from '../../core/context';
import type { ActorNamer, OperationRecordsService } from '../operation-records/operation-records.service';
import { orNotFound } from '../../lib/errors';
import { pageOf, splitPage } from '../../lib/paginate';
import type { Owner } from './inventory.repository';
import type { StockMovementRow } from './inventory.table';
import { alertOfRow } from './stock-alerts';
import { stockReadsRepository as repo, type StockListRow } from './stock-reads.repository';

/** Days between the finance-calendar day something was put away and today's. */
export const ageInDays = (at: Date, now = new Date()) =>
  Math.max(0, daysBetween(zonedDayText(at), zonedDayText(now)));

/** cm100³ as m³ with 4 decimals / as cm³ with 1 decimal (from the decimal text the database answers). */
const scaled = (cm100: string, divisor: number, places: number) => (Number(cm100) / divisor).toFixed(places);

export const toStockRow = (r: StockListRow, now = new Date()): StockRow => ({
  id: String(r.id),
  warehouse: {
    id: String(r.warehouseId),
    code: r.warehouseCode,
    nameZh: r.warehouseNameZh,
    nameEn: r.warehouseNameEn,
  },
  productId: String(r.productId),
  sku: r.sku,
  nameZh: r.nameZh,
  nameEn: r.nameEn,
  brandName: r.brandName,
  category: r.category,
  inTransit: r.inTransit,
  available: r.available,
  reserved: r.reserved,
  unsellable: r.unsellable,
  shipped: r.shipped,
  total: r.available + r.reserved + r.unsellable,
  volume: r.volume,
  oldestAgeDays: r.oldestAt ? ageInDays(new Date(r.oldestAt), now) : null,
  alert: alertOfRow(r),
  updatedAt: r.updatedAt.toISOString(),
});

const toMovement = (r: StockMovementRow, named: ActorNamer): MovementRow => ({
  id: String(r.id),
  movementType: r.movementType,
  documentType: r.documentType,
  documentNo: r.documentNo,
  change: {
    inTransit: r.dInTransit,
    available: r.dAvailable,
    reserved: r.dReserved,
    unsellable: r.dUnsellable,
    shipped: r.dShipped,
  },
  after: {
    inTransit: r.inTransitAfter,
    available: r.availableAfter,
    reserved: r.reservedAfter,
    unsellable: r.unsellableAfter,
    shipped: r.shippedAfter,
  },
  note: r.note,
  createdBy: named(r.createdBy),
  createdAt: r.createdAt.toISOString(),
});

const toWarehouse = (w: { id: number; code: string; nameZh: string; nameEn: string }): StockWarehouse => ({
  id: String(w.id),
  code: w.code,
  nameZh: w.nameZh,
  nameEn: w.nameEn,
});

/** The stock pages' reads (/order/stock, /order/stockDetail), scoped to the session's company. */
export const createStockReads = (
  { db }: Pick<Deps, 'db'>,
  operationRecords: Pick<OperationRecordsService, 'actorNames'>,
) => {
  const balanceOf = async (owner: Owner, id: number) => orNotFound(await repo.byId(db, owner.companyId, id));

  return {
    async page(owner: Owner, request: InventoryPageRequest): Promise<InventoryPage> {
      const { paging, filters } = splitPage(request);
      const now = new Date();
      const [page, totals] = await Promise.all([
        pageOf(db, repo.listQuery(owner.companyId, filters), paging, (r) => toStockRow(r, now)),
        repo.totals(db, owner.companyId, filters),
      ]);
      const inTransit = Number(totals.inTransit);
      const available = Number(totals.available);
      const reserved = Number(totals.reserved);
      const unsellable = Number(totals.unsellable);
      return {
        ...page,
        totals: {
          rows: Number(totals.rows),
          inTransit,
          available,
          reserved,
          unsellable,
          shipped: Number(totals.shipped),
          total: available + reserved + unsellable,
          volume: totals.volume,
        },
      };
    },

    async detail(owner: Owner, id: number): Promise<StockDetail> {
      const row = await balanceOf(owner, id);
      return { ...toStockRow(row), pieceVolumeCm3: scaled(row.pieceVolume, 1e6, 1) };
    },

    /** A balance's movements; a warehouse that moved stock through its key is named (`actorNames`). */
    async movements(reader: Owner & Pick<AuthContext, 'language'>, request: MovementsRequest) {
      const { paging, filters } = splitPage(request);
      const balance = await balanceOf(reader, Number(filters.id));
      const named = await operationRecords.actorNames(db, reader);
      return pageOf(
        db,
        repo.movementsQuery(reader.companyId, balance.id, filters.movementType),
        paging,
        (r) => toMovement(r, named),
      );
    },

    async lots(owner: Owner, id: number): Promise<StockLot[]> {
      const balance = await balanceOf(owner, id);
      return (await repo.lots(db, owner.companyId, balance.id)).map((r) => ({
        id: String(r.id),
        documentType: r.documentType,
        documentNo: r.documentNo,
        receivedAt: r.receivedAt.toISOString(),
        quantity: r.quantity,
        remaining: r.remaining,
        ageDays: Math.max(0, r.ageDays),
        ageBucket: ageBucketOf(Math.max(0, r.ageDays)),
      }));
    },

    async inTransit(owner: Owner, id: number): Promise<InTransitRow[]> {
      const balance = await balanceOf(owner, id);
      return (await repo.inTransit(db, owner.companyId, balance.id)).map((r) => ({
        documentType: r.documentType,
        documentNo: r.documentNo,
        quantity: Number(r.quantity),
        since: new Date(r.since).toISOString(),
      }));
    },

    async ageing(owner: Owner, request: AgeingRequest): Promise<AgeingReport> {
      const rows = await repo.ageing(db, owner.companyId, request);
      const n = AGE_BUCKETS.length;
      const keyIndex = (days: number) =>
        AGE_BUCKETS.findIndex((b) => b.key === ageBucketOf(Math.max(0, days)));
      const byWarehouse = new Map<number, { pieces: number[]; volume: number[] }>();
      const total = { pieces: Array<number>(n).fill(0), volume: Array<number>(n).fill(0) };
      for (const r of rows) {
        const cell = byWarehouse.get(r.warehouseId) ?? {
          pieces: Array<number>(n).fill(0),
          volume: Array<number>(n).fill(0),
        };
        const i = keyIndex(r.ageDays);
        cell.pieces[i]! += Number(r.pieces);
        cell.volume[i]! += Number(r.volume);
        total.pieces[i]! += Number(r.pieces);
        total.volume[i]! += Number(r.volume);
        byWarehouse.set(r.warehouseId, cell);
      }
      const list =
        byWarehouse.size === 0 ? [] : await repo.warehousesOf(db, owner.tenantId, [...byWarehouse.keys()]);
      const m3 = (v: number[]) => v.map((x) => scaled(String(x), 1e12, 4));
      return {
        buckets: AGE_BUCKETS.map((b) => b.key),
        rows: list.map((w) => {
          const cell = byWarehouse.get(w.id)!;
          return { warehouse: toWarehouse(w), pieces: cell.pieces, volumes: m3(cell.volume) };
        }),
        totals: { pieces: total.pieces, volumes: m3(total.volume) },
      };
    },

    warehouses: async (owner: Owner) => (await repo.warehousesOf(db, owner.tenantId)).map(toWarehouse),

    /** A combination's available quantity per warehouse where any of its components has a balance. */
    async combinationAvailability(owner: Owner, combinationId: number): Promise<CombinationAvailability> {
      const components = orNotFound(await repo.components(db, owner.companyId, combinationId));
      if (components.length === 0) return [];
      const rows = await repo.availableAcross(
        db,
        owner.companyId,
        components.map((c) => c.productId),
      );
      const byWarehouse = new Map<number, Map<string, number>>();
      for (const r of rows) {
        const map = byWarehouse.get(r.warehouseId) ?? new Map<string, number>();
        map.set(String(r.productId), r.available);
        byWarehouse.set(r.warehouseId, map);
      }
      if (byWarehouse.size === 0) return [];
      const parts = components.map((c) => ({ productId: String(c.productId), ratio: c.ratio }));
      return (await repo.warehousesOf(db, owner.tenantId, [...byWarehouse.keys()])).map((w) => ({
        warehouse: toWarehouse(w),
        available: combinationAvailable(parts, byWarehouse.get(w.id)!),
      }));
    },
  };
};
