import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Currency, PricedFeeType, RateCard } from '@oms/contracts';
import type { DbOrTx, Tx } from '../../db/client';
import { warehouses } from '../../schema';
import { carrierServices, rateCardFees } from './rate-cards.table';

// Any constant: the first half of the advisory lock that serialises replaces of one warehouse's card.
const CARD_LOCK = 0x7a7ec4d;

/** What the trial shows of a warehouse. */
const warehouseColumns = {
  id: warehouses.id,
  code: warehouses.code,
  nameZh: warehouses.nameZh,
  nameEn: warehouses.nameEn,
};

export const rateCardsRepository = {
  /** A warehouse of the tenant (another tenant's looks like a missing one). */
  warehouseOfTenant: async (db: DbOrTx, tenantId: number, warehouseId: number) => {
    const [row] = await db
      .select(warehouseColumns)
      .from(warehouses)
      .where(and(eq(warehouses.tenantId, tenantId), eq(warehouses.id, warehouseId)))
      .limit(1);
    return row;
  },

  warehouseCode: async (db: DbOrTx, warehouseId: number) => {
    const [row] = await db
      .select({ code: warehouses.code })
      .from(warehouses)
      .where(eq(warehouses.id, warehouseId))
      .limit(1);
    return row?.code;
  },

  warehousesOfTenant: (db: DbOrTx, tenantId: number) =>
    db
      .select(warehouseColumns)
      .from(warehouses)
      .where(eq(warehouses.tenantId, tenantId))
      .orderBy(asc(warehouses.id)),

  fees: (db: DbOrTx, warehouseId: number) =>
    db
      .select()
      .from(rateCardFees)
      .where(eq(rateCardFees.warehouseId, warehouseId))
      .orderBy(asc(rateCardFees.id)),

  services: (db: DbOrTx, warehouseIds: number[]) =>
    warehouseIds.length === 0
      ? Promise.resolve([])
      : db
          .select()
          .from(carrierServices)
          .where(inArray(carrierServices.warehouseId, warehouseIds))
          .orderBy(asc(carrierServices.warehouseId), asc(carrierServices.position)),

  price: async (db: DbOrTx, warehouseId: number, feeType: PricedFeeType, currency: Currency) => {
    const [row] = await db
      .select()
      .from(rateCardFees)
      .where(
        and(
          eq(rateCardFees.warehouseId, warehouseId),
          eq(rateCardFees.feeType, feeType),
          eq(rateCardFees.currency, currency),
        ),
      )
      .limit(1);
    return row;
  },

  /** Replaces the warehouse's whole card (inside the caller's transaction, one replace at a time). */
  replace: async (tx: Tx, at: { tenantId: number; warehouseId: number }, card: RateCard, actor: string) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CARD_LOCK}::int, ${at.warehouseId}::int)`);
    await tx.delete(rateCardFees).where(eq(rateCardFees.warehouseId, at.warehouseId));
    await tx.delete(carrierServices).where(eq(carrierServices.warehouseId, at.warehouseId));
    const now = new Date();
    if (card.fees.length > 0)
      await tx.insert(rateCardFees).values(
        card.fees.map((f) => ({
          ...at,
          feeType: f.feeType,
          currency: f.currency,
          tiers: f.tiers,
          updatedAt: now,
          updatedBy: actor,
        })),
      );
    if (card.services.length > 0)
      await tx.insert(carrierServices).values(
        card.services.map((s, position) => ({
          ...at,
          code: s.code,
          carrier: s.carrier,
          name: s.name,
          currency: s.currency,
          position,
          definition: s,
          updatedAt: now,
          updatedBy: actor,
        })),
      );
  },
};
