import {
  ageBucketOf,
  daysBetween,
  FINANCE_TIME_ZONE,
  startOfZonedDay,
  zonedDayText,
  zonedMidnight,
} from '@oms/contracts';
import type { Deps } from '../../core/deps';
import type { DbOrTx, Tx } from '../../db/client';
import { InsufficientFunds, type FinanceService } from '../finance/finance.service';
import type { CardPrice, RateCardsService } from '../rate-cards/rate-cards.service';
import type { Owner } from './inventory.repository';
import { storageFeesRepository as repo, type StorageLineInsert } from './storage-fees.repository';

/** The daily storage job's kind: charges the finance-calendar day that ended last. */
export const STORAGE_FEES_JOB = 'inventory.storage-fees';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Where a finance-calendar day (YYYY-MM-DD) begins and ends. */
export const dayBounds = (day: string) => {
  const m = DAY.exec(day);
  if (!m) throw new RangeError(`not a day: ${day}`);
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return {
    start: zonedMidnight(y, mo, d, FINANCE_TIME_ZONE),
    end: zonedMidnight(y, mo, d + 1, FINANCE_TIME_ZONE),
  };
};

/** The finance-calendar day before the one `now` is in. */
export const yesterdayOf = (now = new Date()) => zonedDayText(startOfZonedDay(now, -1));

/** cm100³ (1e-12 m³) → micro-m³, rounded half up; and micro-m³ as m³ text with 6 decimals. */
export const microM3 = (cm100: bigint) => (cm100 + 500_000n) / 1_000_000n;
/** What a lot of `pieces` takes up, in micro-m³, from a piece's volume in cm100³ (decimal text). */
export const lotMicroM3 = (pieces: number, pieceVolume: string) =>
  microM3(BigInt(pieces) * BigInt(pieceVolume.split('.')[0] ?? '0'));
export const m3Text = (micro: bigint) => {
  const whole = micro / 1_000_000n;
  const frac = (micro % 1_000_000n).toString().padStart(6, '0');
  return `${whole}.${frac}`;
};

export type StorageDayResult = { day: string; charged: number; owed: number; free: number; failed: number };

/**
 * Storage fees (design.md §1): each company pays, per warehouse and finance-calendar day, for the
 * volume of what it had on hand, priced per m³·day by the age tier of each lot (rate card STORAGE,
 * `tierValue` = age in days). A row per company × warehouse × day, written in the charging
 * transaction, makes a day charge once whatever the restarts; lines name the lots. An account that
 * cannot pay leaves the row OWED with the amount and moves no money.
 */
export const createStorageFees = (
  { db }: Pick<Deps, 'db'>,
  s: { finance: FinanceService; rateCards: RateCardsService },
) => {
  /** The card's price of storage for lots of that age; undefined when the warehouse prices no storage. */
  const price = (tx: DbOrTx, warehouseId: number, quantity: string, age: number) =>
    s.rateCards.cardPrice(tx, warehouseId, 'STORAGE', { quantity, tierValue: age });

  const chargeOne = async (tx: Tx, owner: Owner, warehouseId: number, day: string, at: Date) => {
    const { end } = dayBounds(day);
    const code = await repo.warehouseCode(tx, warehouseId);
    const documentNo = `ST${code}${day.replace(/-/g, '')}`;
    const claim = await repo.claim(tx, {
      ...owner,
      warehouseId,
      day,
      documentNo,
      status: 'FREE',
      createdAt: at,
    });
    if (!claim) return 'skipped' as const;
    const lots = await repo.lotsOf(tx, owner, warehouseId, end);
    // Lots grouped by age tier (the card's unit price of each lot's age).
    type Group = { age: number; micro: bigint; lines: Omit<StorageLineInsert, 'unitPrice' | 'chargeId'>[] };
    const groups = new Map<string, Group>();
    const units = new Map<number, CardPrice | undefined>();
    for (const lot of lots) {
      const age = Math.max(0, daysBetween(zonedDayText(lot.receivedAt), day));
      const micro = lotMicroM3(lot.remaining, lot.pieceVolume);
      if (!units.has(age)) units.set(age, await price(tx, warehouseId, '1', age));
      const unit = units.get(age);
      if (!unit) continue;
      const key = `${unit.currency}:${unit.unitPriceMinor}`;
      const group = groups.get(key) ?? { age, micro: 0n, lines: [] };
      group.micro += micro;
      group.lines.push({
        companyId: owner.companyId,
        lotId: lot.id,
        productId: lot.productId,
        pieces: lot.remaining,
        ageDays: age,
        volume: m3Text(micro),
      });
      groups.set(key, group);
    }
    const priced: { group: Group; price: CardPrice }[] = [];
    for (const group of groups.values()) {
      const p = await price(tx, warehouseId, m3Text(group.micro), group.age);
      if (p) priced.push({ group, price: p });
    }
    const amount = priced.reduce((sum, x) => sum + x.price.amountMinor, 0);
    const volumeDays = m3Text(priced.reduce((sum, x) => sum + x.group.micro, 0n));
    const currency = priced[0]?.price.currency ?? null;
    const feeIds = new Map<Group, number>();
    let status: 'CHARGED' | 'OWED' | 'FREE' = amount > 0 ? 'CHARGED' : 'FREE';
    if (amount > 0) {
      try {
        // One fee record per age tier, all or none (a savepoint: a refused charge writes nothing).
        await tx.transaction(async (sp) => {
          for (const { group, price: p } of priced) {
            if (p.amountMinor <= 0) continue;
            const fee = await s.finance.charge(sp, owner, {
              actor: 'system',
              at,
              fee: {
                feeType: 'STORAGE',
                currency: p.currency,
                unitPriceMinor: p.unitPriceMinor,
                quantity: p.quantity,
                amountMinor: p.amountMinor,
                warehouseId,
                documentType: 'STORAGE',
                documentNo,
                remark: `${day} ${ageBucketOf(group.age)}`,
              },
            });
            feeIds.set(group, fee.id);
          }
        });
      } catch (e) {
        if (!(e instanceof InsufficientFunds)) throw e;
        feeIds.clear();
        status = 'OWED';
      }
    }
    await repo.settle(tx, claim.id, { status, amount, currency, volumeDays });
    const lines = priced.flatMap(({ group, price: p }) =>
      group.lines.map((line) => ({
        ...line,
        chargeId: claim.id,
        unitPrice: p.unitPriceMinor,
        feeRecordId: feeIds.get(group) ?? null,
      })),
    );
    if (lines.length > 0) await repo.insertLines(tx, lines);
    return status;
  };

  return {
    /**
     * Charges storage of the finance-calendar day `day` (YYYY-MM-DD) to every company × warehouse with
     * stock on hand that day and no charge for it yet (of `companyId` only, when given), each in its own
     * transaction. `at` dates the fee records (the seed dates past days; the job charges now).
     */
    async chargeStorageDay(
      day: string,
      options: { at?: Date; tx?: DbOrTx; companyId?: number } = {},
    ): Promise<StorageDayResult> {
      const { end } = dayBounds(day);
      // Within the caller's transaction (the demo seed), each pair in a savepoint; else its own.
      const handle = options.tx ?? db;
      const result: StorageDayResult = { day, charged: 0, owed: 0, free: 0, failed: 0 };
      const pairs = await repo.pending(handle, day, end, options.companyId);
      for (const pair of pairs) {
        const owner = { tenantId: pair.tenantId, companyId: pair.companyId };
        try {
          const done = await handle.transaction((tx) =>
            chargeOne(tx, owner, pair.warehouseId, day, options.at ?? new Date()),
          );
          if (done === 'CHARGED') result.charged += 1;
          else if (done === 'OWED') result.owed += 1;
          else if (done === 'FREE') result.free += 1;
        } catch {
          result.failed += 1;
        }
      }
      return result;
    },

    /** The storage charge of one company × warehouse × day with its lines (tests, the fee's detail). */
    async storageCharge(tx: DbOrTx, companyId: number, warehouseId: number, day: string) {
      const charge = await repo.chargeOf(tx, companyId, warehouseId, day);
      return charge ? { ...charge, lines: await repo.linesOf(tx, charge.id) } : undefined;
    },
  };
};
