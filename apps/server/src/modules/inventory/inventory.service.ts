import {
  RESULT_CODE,
  type MovementType,
  type StockBucket,
  type StockBuckets,
  type StockDocumentType,
} from '@oms/contracts';
import type { Deps } from '../../core/deps';
import type { DbOrTx } from '../../db/client';
import { AppError, errors } from '../../lib/errors';
import type { FinanceService } from '../finance/finance.service';
import type { RateCardsService } from '../rate-cards/rate-cards.service';
import { inventoryRepository as repo, type MovementInsert, type Owner } from './inventory.repository';
import type { StockBalanceRow } from './inventory.table';
import { createStockAlerts } from './stock-alerts';
import { createStockReads } from './stock-reads';
import type { OperationRecordsService } from '../operation-records/operation-records.service';
import { createStorageFees } from './storage-fees';

export type { Owner } from './inventory.repository';

/**
 * A document that needs more available stock than there is. A business outcome, not a failure: the
 * caller catches it (its transaction is still usable, nothing was written) and moves its document to
 * its own state.
 */
export class InsufficientStock extends AppError {
  constructor(
    readonly productId: number,
    readonly sku: string,
    readonly needed: number,
    readonly available: number,
  ) {
    super(RESULT_CODE.conflict, 'inventory.insufficientStock', { sku, needed, available });
  }
}

/** A line asked to take more out of a bucket than it holds (in transit, reserved…): nothing written. */
export class StockBucketShort extends AppError {
  constructor(sku: string, bucket: StockBucket, needed: number, have: number) {
    super(RESULT_CODE.conflict, 'inventory.bucketShort', { sku, bucket, needed, have });
  }
}

export type StockLine = { productId: number; quantity: number };
export type StockDoc = {
  warehouseId: number;
  documentType: StockDocumentType;
  documentNo: string;
  /** Who: an account name, `<warehouse code>/<key name>`, or 'system'. */
  actor: string;
  note?: string;
  /** Defaults to now; the demo seed passes past dates (lots get that date). */
  at?: Date;
};
export type ReceiveLine = {
  productId: number;
  fromTransit: number;
  quantity: number;
  into?: 'available' | 'unsellable';
};
type Doc<L> = StockDoc & { lines: L[] };

const ZERO: StockBuckets = { inTransit: 0, available: 0, reserved: 0, unsellable: 0, shipped: 0 };
const of = (change: Partial<StockBuckets>): StockBuckets => ({ ...ZERO, ...change });

/** What one line does: its buckets' change, lots made (> 0) or consumed FIFO (< 0). */
type Step = { productId: number; change: StockBuckets; lot: number };

const count = (n: number, allowZero = false) => {
  if (!Number.isSafeInteger(n) || n < 0 || (!allowZero && n === 0))
    throw errors.invalid('inventory.badQuantity');
};

/**
 * The inventory kernel (design.md §1): the one way stock moves. Every write runs inside the caller's
 * transaction, in a savepoint (a refused document writes nothing and leaves the caller's transaction
 * usable), changes each line's balance with one conditional UPDATE, in product-id order (concurrent
 * documents lock the same rows in the same order, so they never deadlock), and writes one movement
 * row per line.
 */
export const createInventoryService = (
  deps: Pick<Deps, 'db'>,
  s: { finance: FinanceService; rateCards: RateCardsService; operationRecords: OperationRecordsService },
) => {
  const { db } = deps;

  const short = async (tx: DbOrTx, step: Step, before: StockBalanceRow | undefined): Promise<never> => {
    const sku = await repo.skuOf(tx, step.productId);
    const bucket = (Object.keys(step.change) as StockBucket[]).find(
      (k) => step.change[k] < 0 && (before?.[k] ?? 0) < -step.change[k],
    );
    if (!bucket || bucket === 'available') {
      throw new InsufficientStock(step.productId, sku, -step.change.available, before?.available ?? 0);
    }
    throw new StockBucketShort(sku, bucket, -step.change[bucket], before?.[bucket] ?? 0);
  };

  /** Takes `quantity` pieces out of the balance's lots, oldest first. */
  const consume = async (tx: DbOrTx, balanceId: number, quantity: number) => {
    let left = quantity;
    for (const lot of await repo.openLots(tx, balanceId)) {
      if (left === 0) break;
      const take = Math.min(left, lot.remaining);
      const done = await repo.takeFromLot(tx, lot.id, take);
      if (done.length === 0) throw new Error(`stock lot ${lot.id} changed under a locked balance`);
      left -= take;
    }
    if (left > 0) throw new Error(`balance ${balanceId} has fewer pieces in lots than on hand`);
  };

  /**
   * Runs a document's steps in product-id order; one movement row per step. Several steps run in a
   * savepoint, so that a later step's refusal undoes the earlier ones; a single step needs none, as
   * its conditional UPDATE is its first write (refused, it has written nothing). Only a step that
   * lowers no bucket may meet a missing balance, so only those are created first.
   */
  const run = (tx: DbOrTx, owner: Owner, doc: StockDoc, type: MovementType, steps: Step[]) =>
    steps.length > 1
      ? tx.transaction((sp) => runIn(sp, owner, doc, type, steps))
      : runIn(tx, owner, doc, type, steps);

  const runIn = async (sp: DbOrTx, owner: Owner, doc: StockDoc, type: MovementType, steps: Step[]) => {
    if (steps.length === 0) return [];
    const at = doc.at ?? new Date();
    const ordered = [...steps].sort((x, y) => x.productId - y.productId);
    const raising = ordered.filter((x) => Object.values(x.change).every((n) => n >= 0));
    const ids = [...new Set(raising.map((x) => x.productId))];
    if (ids.length > 0) await repo.ensure(sp, owner, doc.warehouseId, ids);
    const movements: MovementInsert[] = [];
    const after: StockBalanceRow[] = [];
    for (const step of ordered) {
      const row = await repo.apply(sp, owner.companyId, doc.warehouseId, step.productId, step.change, at);
      if (!row) {
        await short(sp, step, await repo.balanceOf(sp, owner.companyId, doc.warehouseId, step.productId));
        return [];
      }
      if (step.lot > 0) {
        await repo.insertLot(sp, {
          ...owner,
          warehouseId: doc.warehouseId,
          productId: step.productId,
          balanceId: row.id,
          documentType: doc.documentType,
          documentNo: doc.documentNo,
          receivedAt: at,
          quantity: step.lot,
          remaining: step.lot,
        });
      } else if (step.lot < 0) {
        await consume(sp, row.id, -step.lot);
      }
      after.push(row);
      movements.push({
        ...owner,
        warehouseId: doc.warehouseId,
        productId: step.productId,
        balanceId: row.id,
        movementType: type,
        documentType: doc.documentType,
        documentNo: doc.documentNo,
        dInTransit: step.change.inTransit,
        dAvailable: step.change.available,
        dReserved: step.change.reserved,
        dUnsellable: step.change.unsellable,
        dShipped: step.change.shipped,
        inTransitAfter: row.inTransit,
        availableAfter: row.available,
        reservedAfter: row.reserved,
        unsellableAfter: row.unsellable,
        shippedAfter: row.shipped,
        note: doc.note ?? null,
        createdBy: doc.actor,
        createdAt: at,
      });
    }
    await repo.insertMovements(sp, movements);
    return after;
  };

  /** Lines of one quantity each, moved between two buckets. */
  const simple =
    (
      type: MovementType,
      change: (q: number) => Partial<StockBuckets>,
      lot: (q: number) => number = () => 0,
    ) =>
    (tx: DbOrTx, owner: Owner, doc: Doc<StockLine>) => {
      const steps = doc.lines.map((line) => {
        count(line.quantity);
        return { productId: line.productId, change: of(change(line.quantity)), lot: lot(line.quantity) };
      });
      return run(tx, owner, doc, type, steps);
    };

  const kernel = {
    /** in_transit += q (an approved inbound order's forecast). */
    expect: simple('EXPECT', (q) => ({ inTransit: q })),
    /** in_transit −= q (an approved inbound order cancelled). */
    unexpect: simple('EXPECT_CANCEL', (q) => ({ inTransit: -q })),
    /**
     * in_transit −= fromTransit (0 allowed), into-bucket += quantity (0 allowed); a quantity above 0
     * makes a lot dated `at`.
     */
    receive: (tx: DbOrTx, owner: Owner, doc: Doc<ReceiveLine>) => {
      const steps = doc.lines.map((line) => {
        count(line.fromTransit, true);
        count(line.quantity, true);
        const into = line.into ?? 'available';
        return {
          productId: line.productId,
          change: of({ inTransit: -line.fromTransit, [into]: line.quantity }),
          lot: line.quantity,
        };
      });
      return run(tx, owner, doc, 'RECEIVE', steps);
    },
    /** available −= q, reserved += q; InsufficientStock (nothing written) when a line lacks stock. */
    reserve: simple('RESERVE', (q) => ({ available: -q, reserved: q })),
    /** reserved −= q, available += q. */
    release: simple('RELEASE', (q) => ({ reserved: -q, available: q })),
    /** reserved −= q, shipped += q; the pieces leave their lots first in, first out. */
    ship: simple(
      'SHIP',
      (q) => ({ reserved: -q, shipped: q }),
      (q) => -q,
    ),
    /** reserved −= q: relabelled pieces leave the old SKU, out of its lots first in, first out. */
    relabelOut: simple(
      'RELABEL_OUT',
      (q) => ({ reserved: -q }),
      (q) => -q,
    ),
    /** available += q: relabelled pieces join the new SKU as a lot of the relabel's day. */
    relabelIn: simple(
      'RELABEL_IN',
      (q) => ({ available: q }),
      (q) => q,
    ),
    /**
     * A return's pieces back on hand: available += sellable, unsellable += unsellable, as one lot of
     * the return's day (a line may have either at 0, not both).
     */
    returnIn: (
      tx: DbOrTx,
      owner: Owner,
      doc: Doc<{ productId: number; available: number; unsellable: number }>,
    ) => {
      const steps = doc.lines.map((line) => {
        count(line.available, true);
        count(line.unsellable, true);
        count(line.available + line.unsellable);
        return {
          productId: line.productId,
          change: of({ available: line.available, unsellable: line.unsellable }),
          lot: line.available + line.unsellable,
        };
      });
      return run(tx, owner, doc, 'RETURN_IN', steps);
    },
    /** unsellable −= q: pieces destroyed, out of the lots first in, first out. */
    writeOff: simple(
      'WRITE_OFF',
      (q) => ({ unsellable: -q }),
      (q) => -q,
    ),
    /** reserved −= q: pieces a service disposed of, out of their lots first in, first out. */
    dispose: simple(
      'DISPOSE',
      (q) => ({ reserved: -q }),
      (q) => -q,
    ),
    /** reserved −= q: components used up by kitting, out of their lots first in, first out. */
    kitOut: simple(
      'KIT_OUT',
      (q) => ({ reserved: -q }),
      (q) => -q,
    ),
    /** available += q: kits assembled, as a lot of the day they were made. */
    kitIn: simple(
      'KIT_IN',
      (q) => ({ available: q }),
      (q) => q,
    ),
    /** available −= q, unsellable += q (lots unchanged: still on hand). */
    markUnsellable: simple('MARK_UNSELLABLE', (q) => ({ available: -q, unsellable: q })),
    /** A signed change of available: a negative one consumes lots FIFO, a positive one makes a lot. */
    adjust: (tx: DbOrTx, owner: Owner, doc: Doc<{ productId: number; available: number }>) => {
      const steps = doc.lines.map((line) => {
        if (!Number.isSafeInteger(line.available) || line.available === 0)
          throw errors.invalid('inventory.badQuantity');
        return { productId: line.productId, change: of({ available: line.available }), lot: line.available };
      });
      return run(tx, owner, doc, 'ADJUST', steps);
    },

    /** Available pieces of each product in the warehouse (absent products: 0). */
    async availableOf(tx: DbOrTx, companyId: number, warehouseId: number, productIds: number[]) {
      const found =
        productIds.length === 0 ? [] : await repo.availableOf(tx, companyId, warehouseId, productIds);
      const map = new Map<number, number>(productIds.map((id) => [id, 0]));
      for (const row of found) map.set(row.productId, row.available);
      return map;
    },

    /** Balances that break an invariant (buckets = Σ log; Σ lots.remaining = on hand): [] when they hold. */
    mismatches: (tx: DbOrTx = db, companyId?: number) => repo.mismatches(tx, companyId),
  };

  const reads = createStockReads(deps, s.operationRecords);
  return {
    ...kernel,
    ...reads,
    ...createStockAlerts(deps, { rateCards: s.rateCards, detail: reads.detail }),
    ...createStorageFees(deps, s),
  };
};
export type InventoryService = ReturnType<typeof createInventoryService>;
