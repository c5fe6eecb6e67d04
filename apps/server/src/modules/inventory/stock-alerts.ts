import {
  coverDays,
  fromMinor,
  isLowStock,
  multiplyMinor,
  STOCK_ALERT_LIMITS,
  tierPriceMinor,
  toMinor,
  type AgeingWarning,
  type AgeingWarnings,
  type FeePrice,
  type SetThresholdRequest,
  type StockAlert,
  type StockDetail,
} from '@oms/contracts';
import type { Deps } from '../../core/deps';
import type { AuthContext } from '../../core/context';
import type { DbOrTx } from '../../db/client';
import { orNotFound } from '../../lib/errors';
import type { RateCardsService } from '../rate-cards/rate-cards.service';
import type { Owner } from './inventory.repository';
import { stockReadsRepository as repo } from './stock-reads.repository';
import { lotMicroM3, m3Text } from './storage-fees';

/** A balance's low-stock alert from the threshold its customer set (or none) and its recent outflow. */
export const alertOf = (available: number, thresholdSet: number | null, outflow: number): StockAlert => {
  const threshold = thresholdSet ?? (outflow > 0 ? outflow : null);
  return {
    threshold,
    source: thresholdSet !== null ? 'SET' : outflow > 0 ? 'OUTFLOW' : null,
    outflow,
    low: isLowStock(available, threshold),
    coverDays: coverDays(available, outflow),
  };
};

/** The alert of a stock list row (its threshold and outflow as the reads answer them). */
export const alertOfRow = (r: { available: number; thresholdSet: unknown; outflow: unknown }) =>
  alertOf(r.available, r.thresholdSet === null ? null : Number(r.thresholdSet), Number(r.outflow));

type Group = Omit<AgeingWarning, 'warehouse' | 'volume' | 'extraPerDay'> & {
  warehouseId: number;
  micro: bigint;
  stepMinor: number;
};

/**
 * The workbench's stock warnings: thresholds the customer sets per balance, and the pieces whose
 * storage price rises within `ageingWithinDays` by the warehouse's card (the tier their age reaches).
 */
export const createStockAlerts = (
  { db }: Pick<Deps, 'db'>,
  s: { rateCards: RateCardsService; detail: (owner: Owner, id: number) => Promise<StockDetail> },
) => {
  /** Sets (null: clears) the threshold of one of the company's balances, in the caller's transaction. */
  const putThreshold = async (
    tx: DbOrTx,
    owner: Owner,
    balanceId: number,
    threshold: number | null,
    actor: string,
  ) => {
    const balance = orNotFound(await repo.byId(tx, owner.companyId, balanceId));
    await repo.setThreshold(tx, { ...owner, balanceId: balance.id }, threshold, actor);
  };

  return {
    putThreshold,

    async setThreshold(auth: AuthContext, request: SetThresholdRequest): Promise<StockDetail> {
      await putThreshold(db, auth, Number(request.id), request.threshold, auth.accountName);
      return s.detail(auth, Number(request.id));
    },

    async ageingWarnings(owner: Owner): Promise<AgeingWarnings> {
      const lots = await repo.lotsOnHand(db, owner.companyId);
      const warehouseIds = [...new Set(lots.map((l) => l.warehouseId))];
      const cards = new Map<number, FeePrice | undefined>();
      for (const id of warehouseIds) cards.set(id, await s.rateCards.feeTiers(db, id, 'STORAGE'));
      const groups = new Map<string, Group>();
      for (const lot of lots) {
        const card = cards.get(lot.warehouseId);
        const age = Math.max(0, lot.ageDays);
        const next = card?.tiers.find((t) => t.from > age);
        if (!card || !next || next.from - age > STOCK_ALERT_LIMITS.ageingWithinDays) continue;
        const now = tierPriceMinor(card, age);
        const after = toMinor(next.price);
        if (now === undefined || after <= now) continue;
        // One row per balance and day of change: lots of other ages cross on other days.
        const key = `${lot.balanceId}:${next.from}:${age}`;
        const group = groups.get(key) ?? {
          balanceId: String(lot.balanceId),
          warehouseId: lot.warehouseId,
          sku: lot.sku,
          nameZh: lot.nameZh,
          nameEn: lot.nameEn,
          pieces: 0,
          micro: 0n,
          ageDays: age,
          tierFrom: next.from,
          inDays: next.from - age,
          currency: card.currency,
          priceNow: fromMinor(now),
          priceNext: fromMinor(after),
          stepMinor: after - now,
        };
        group.pieces += lot.remaining;
        // Measured as the storage job measures a lot.
        group.micro += lotMicroM3(lot.remaining, lot.pieceVolume);
        groups.set(key, group);
      }
      const priced = [...groups.values()].map((g) => ({
        ...g,
        extraMinor: multiplyMinor(g.stepMinor, m3Text(g.micro)),
      }));
      priced.sort((x, y) => x.inDays - y.inDays || y.extraMinor - x.extraMinor || x.sku.localeCompare(y.sku));
      const rows = priced.slice(0, STOCK_ALERT_LIMITS.ageingRows);
      const warehouses = new Map(
        (rows.length === 0
          ? []
          : await repo.warehousesOf(db, owner.tenantId, [...new Set(rows.map((r) => r.warehouseId))])
        ).map((w) => [w.id, w]),
      );
      return {
        total: priced.length,
        rows: rows.map(({ warehouseId, micro, stepMinor: _step, extraMinor, ...r }) => {
          const w = warehouses.get(warehouseId)!;
          return {
            ...r,
            warehouse: { id: String(w.id), code: w.code, nameZh: w.nameZh, nameEn: w.nameEn },
            volume: Number(m3Text(micro)).toFixed(4),
            extraPerDay: fromMinor(extraMinor),
          };
        }),
      };
    },
  };
};
