// The demo company's fee lines: about three months of warehouse work in both currencies, charged
// through the money kernel with past dates in date order, a few refunded, a bill supplement with an
// open dispute, one dispute accepted (refunded) and one refused.
import { eq } from 'drizzle-orm';
import {
  DISPUTE_REFUND_NOTE,
  fromMinor,
  multiplyMinor,
  type Currency,
  type FeeType,
  type FinanceDocumentType,
} from '@oms/contracts';
import { InsufficientFunds } from '../modules/finance/finance.service';
import type { FeeRecordRow } from '../modules/finance/finance.service';
import type { Tx } from '../db/client';
import type { FinanceSeed, FinanceSeedContext } from './seed-finance-context';
import { feeDisputes, feeRecords, operationRecords, warehouses } from '../schema';
import { DEMO_WAREHOUSE_ACTOR, demoWarehouseActor } from './seed-certification';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const DISPUTES = 'fee-disputes';

/** Price ranges (minor units per unit) and quantities of each kind of work, per currency. */
type Work = {
  feeType: FeeType;
  documentType: FinanceDocumentType;
  prefix: string;
  price: Record<Currency, [number, number]>;
  quantity: [number, number];
};
const WORK: Work[] = [
  {
    feeType: 'INBOUND_HANDLING',
    documentType: 'INBOUND',
    prefix: 'IB',
    price: { CNY: [800, 1500], USD: [120, 200] },
    quantity: [5, 40],
  },
  {
    feeType: 'UNLOADING',
    documentType: 'INBOUND',
    prefix: 'IB',
    price: { CNY: [150_000, 250_000], USD: [20_000, 35_000] },
    quantity: [1, 1],
  },
  {
    feeType: 'PUT_AWAY',
    documentType: 'INBOUND',
    prefix: 'IB',
    price: { CNY: [50, 120], USD: [8, 15] },
    quantity: [20, 200],
  },
  {
    feeType: 'STORAGE',
    documentType: 'STORAGE',
    prefix: 'ST',
    price: { CNY: [300, 600], USD: [45, 90] },
    quantity: [10, 60],
  },
  {
    feeType: 'OUTBOUND_ORDER',
    documentType: 'OUTBOUND',
    prefix: 'OB',
    price: { CNY: [600, 1200], USD: [90, 160] },
    quantity: [1, 1],
  },
  {
    feeType: 'OUTBOUND_PIECE',
    documentType: 'OUTBOUND',
    prefix: 'OB',
    price: { CNY: [100, 300], USD: [15, 40] },
    quantity: [1, 6],
  },
  {
    feeType: 'SHIPPING',
    documentType: 'OUTBOUND',
    prefix: 'OB',
    price: { CNY: [3_000, 12_000], USD: [450, 1_800] },
    quantity: [1, 1],
  },
  {
    feeType: 'PACKAGING',
    documentType: 'OUTBOUND',
    prefix: 'OB',
    price: { CNY: [200, 600], USD: [30, 90] },
    quantity: [1, 3],
  },
  {
    feeType: 'RELABEL',
    documentType: 'RELABEL',
    prefix: 'RL',
    price: { CNY: [100, 250], USD: [15, 35] },
    quantity: [10, 80],
  },
  {
    feeType: 'PRINT_LABEL',
    documentType: 'PRINT_LABEL',
    prefix: 'PL',
    price: { CNY: [50, 120], USD: [8, 18] },
    quantity: [5, 30],
  },
  {
    feeType: 'RETURN_HANDLING',
    documentType: 'RETURN',
    prefix: 'RT',
    price: { CNY: [800, 1500], USD: [120, 220] },
    quantity: [1, 4],
  },
  {
    feeType: 'SUPPLIES',
    documentType: 'OUTBOUND',
    prefix: 'OB',
    price: { CNY: [100, 400], USD: [15, 60] },
    quantity: [1, 10],
  },
];

/** A small deterministic generator, so every seeded demo has the same history. */
const randomFrom = (seed: number) => {
  let s = seed >>> 0;
  return () => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
};

type Planned = { at: Date; currency: Currency; work: Work; unit: number; quantity: number; no: string };

const plan = (now: Date, warehouseCount: number) => {
  const next = randomFrom(20_240_601);
  const between = ([lo, hi]: [number, number]) => lo + Math.floor(next() * (hi - lo + 1));
  const out: (Planned & { warehouse: number })[] = [];
  for (let daysAgo = 80; daysAgo >= 1; daysAgo--) {
    const lines = 2 + Math.floor(next() * 3);
    for (let i = 0; i < lines; i++) {
      const work = WORK[Math.floor(next() * WORK.length)]!;
      const currency: Currency = next() < 0.55 ? 'USD' : 'CNY';
      const at = new Date(now.getTime() - daysAgo * DAY - (9 - i) * HOUR);
      const day = at.toISOString().slice(0, 10).replace(/-/g, '');
      out.push({
        at,
        currency,
        work,
        unit: between(work.price[currency]),
        quantity: between(work.quantity),
        no: `${work.prefix}${day}${String(out.length + 1).padStart(4, '0')}`,
        warehouse: Math.floor(next() * Math.max(1, warehouseCount)),
      });
    }
  }
  return out;
};

export const seedDemoFees: FinanceSeed = async (tx: Tx, ctx: FinanceSeedContext) => {
  const owner = { tenantId: ctx.tenantId, companyId: ctx.companyId };
  const existing = await tx
    .select({ id: feeRecords.id })
    .from(feeRecords)
    .where(eq(feeRecords.companyId, ctx.companyId))
    .limit(1);
  if (existing.length > 0) return 0;
  const houses = await tx
    .select({ id: warehouses.id, code: warehouses.code })
    .from(warehouses)
    .where(eq(warehouses.tenantId, ctx.tenantId))
    .orderBy(warehouses.id);

  /** Charges one line; an account that cannot afford it skips the line (the savepoint undoes nothing). */
  const charge = async (
    p: Planned,
    house: { id: number; code: string } | undefined,
    extra: { remark?: string; name?: string } = {},
  ) => {
    const warehouseId = house?.id ?? null;
    try {
      return await tx.transaction((sp) =>
        ctx.finance.charge(sp, owner, {
          // The warehouse that did the work charges for it.
          actor: house ? demoWarehouseActor(house.code) : DEMO_WAREHOUSE_ACTOR,
          at: p.at,
          fee: {
            feeType: p.work.feeType,
            currency: p.currency,
            unitPriceMinor: p.unit,
            quantity: String(p.quantity),
            amountMinor: multiplyMinor(p.unit, String(p.quantity)),
            warehouseId,
            documentType: p.work.documentType,
            documentNo: p.no,
            ...extra,
          },
        }),
      );
    } catch (error) {
      if (error instanceof InsufficientFunds) return undefined;
      throw error;
    }
  };

  /** The system of the warehouse that charged a fee: it corrects and answers for it too. */
  const actorOfFee = (fee: FeeRecordRow) => {
    const house = houses.find((h) => h.id === fee.warehouseId);
    return house ? demoWarehouseActor(house.code) : DEMO_WAREHOUSE_ACTOR;
  };

  let created = 0;
  const charged: FeeRecordRow[] = [];
  for (const p of plan(ctx.now, houses.length)) {
    const fee = await charge(p, houses[p.warehouse]);
    if (!fee) continue;
    charged.push(fee);
    created++;
  }

  // A few lines refunded in full or in part (the warehouse corrected its own charge).
  for (const [i, fee] of charged.entries()) {
    if (i % 37 !== 5) continue;
    await ctx.finance.refund(tx, owner, {
      feeRecordId: fee.id,
      amountMinor: i % 2 === 0 ? undefined : Math.max(1, Math.floor(fee.amount / 2)),
      note: 'Corrected by the warehouse',
      actor: actorOfFee(fee),
      at: new Date(fee.createdAt.getTime() + 2 * DAY),
    });
  }

  const supplement = (daysAgo: number, currency: Currency, unit: number, reason: string) =>
    charge(
      {
        at: new Date(ctx.now.getTime() - daysAgo * DAY - 3 * HOUR),
        currency,
        work: { ...WORK[0]!, feeType: 'SUPPLEMENT', documentType: 'SUPPLEMENT', prefix: 'BS' },
        unit,
        quantity: 1,
        no: `BS${new Date(ctx.now.getTime() - daysAgo * DAY).toISOString().slice(0, 10).replace(/-/g, '')}0${daysAgo}`,
      },
      houses[0],
      { remark: reason },
    );

  const dispute = async (
    fee: FeeRecordRow | undefined,
    reason: string,
    answer?: { accept: true; refund: number } | { accept: false; reason: string },
  ) => {
    if (!fee) return;
    const at = new Date(fee.createdAt.getTime() + DAY);
    const answeredAt = new Date(at.getTime() + DAY);
    const status = answer ? (answer.accept ? 'ACCEPTED' : 'REFUSED') : 'OPEN';
    const [row] = await tx
      .insert(feeDisputes)
      .values({
        ...owner,
        feeRecordId: fee.id,
        status,
        reason,
        refundAmount: answer?.accept ? answer.refund : null,
        answer: answer && !answer.accept ? answer.reason : null,
        answeredAt: answer ? answeredAt : null,
        answeredBy: answer ? actorOfFee(fee) : null,
        createdBy: ctx.accountName,
        createdAt: at,
        updatedAt: answer ? answeredAt : at,
      })
      .returning();
    const base = { ...owner, entityType: DISPUTES, entityId: String(row!.id) };
    const records: (typeof operationRecords.$inferInsert)[] = [
      {
        ...base,
        userId: ctx.userId,
        actor: ctx.accountName,
        action: 'open',
        toState: 'OPEN',
        note: reason,
        createdAt: at,
      },
    ];
    if (answer) {
      records.push({
        ...base,
        actor: actorOfFee(fee),
        warehouseId: fee.warehouseId,
        action: answer.accept ? 'accept' : 'refuse',
        fromState: 'OPEN',
        toState: status,
        note: answer.accept ? fromMinor(answer.refund) : answer.reason,
        createdAt: answeredAt,
      });
      if (answer.accept)
        await ctx.finance.refund(tx, owner, {
          feeRecordId: fee.id,
          amountMinor: answer.refund,
          note: DISPUTE_REFUND_NOTE,
          actor: actorOfFee(fee),
          at: answeredAt,
        });
    }
    await tx.insert(operationRecords).values(records);
    created++;
  };

  const open = await supplement(9, 'USD', 4_500, 'Overdue storage fee for October');
  const accepted = await supplement(40, 'CNY', 28_000, 'Rush container unloading');
  await dispute(open, '该批货物已于 10 月初出库，不应计收超期仓储费');
  await dispute(accepted, '卸柜并未加急，请核实', {
    accept: true,
    refund: 28_000,
  });
  const refusedFee = charged.find((f) => f.feeType === 'SHIPPING' && f.currency === 'USD');
  await dispute(refusedFee, '运费高于报价', {
    accept: false,
    reason: 'Charged on the billable weight, as quoted',
  });
  return created + (open ? 1 : 0) + (accepted ? 1 : 0);
};
