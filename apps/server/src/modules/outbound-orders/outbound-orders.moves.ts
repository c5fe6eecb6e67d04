import {
  OUTBOUND_DOCUMENT,
  OUTBOUND_STATUS_LABELS,
  STOCK_HELD_STATES,
  formatMessage,
  type LocalizedText,
  type OutboundStatus,
} from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import { errors } from '../../lib/errors';
import { createDocumentMoves, type Mover } from '../documents/document-moves.service';
import { createDocumentNotices } from '../documents/document-notices.service';
import { InsufficientFunds, type FinanceService } from '../finance/finance.service';
import type { TodosService } from '../homepage/todos.service';
import type { InventoryService } from '../inventory/inventory.service';
import type { OperationRecordsService } from '../operation-records/operation-records.service';
import type { FeeLine } from './outbound-orders.pricing';
import { outboundOrdersRepository as repo } from './outbound-orders.repository';
import type { FrozenFee, OutboundOrderRow } from './outbound-orders.table';

export type { Mover };

export type OrderRef = Pick<OutboundOrderRow, 'id' | 'tenantId' | 'companyId' | 'warehouseId' | 'orderNo'>;
type Owner = { tenantId: number; companyId: number };
const ownerOf = (row: Owner): Owner => ({ tenantId: row.tenantId, companyId: row.companyId });

/** 409: the order's state does not allow the action. */
export const notAllowed = (orderNo: string) => errors.conflict('outbound.notAllowed', { number: orderNo });

/**
 * What every side of outbound orders shares: a move along OUTBOUND_MACHINE with its record and the
 * to-do or notice it leaves, and the order's stock and money through their kernels (inside the
 * caller's transaction): reserve and release its products, freeze its estimate, release or settle
 * the freeze.
 */
export const createOutboundMoves = (s: {
  operationRecords: OperationRecordsService;
  todos: TodosService;
  finance: FinanceService;
  inventory: InventoryService;
}) => {
  const move = createDocumentMoves(s.operationRecords, {
    document: OUTBOUND_DOCUMENT,
    repository: repo,
    refused: (row: OrderRef) => notAllowed(row.orderNo),
  });

  const notice = createDocumentNotices(s.todos, OUTBOUND_DOCUMENT);
  /** A to-do (`waits`: something waits for the customer) or an update about the order. */
  const notify = (tx: DbOrTx, row: OrderRef, status: OutboundStatus, waits: LocalizedText | null) => {
    const moved = (language: 'zh' | 'en') =>
      formatMessage('outbound.todoStatus', language, {
        number: row.orderNo,
        status: OUTBOUND_STATUS_LABELS[status][language],
      });
    return notice(
      tx,
      { ...row, number: row.orderNo },
      status,
      waits ?? { zh: moved('zh'), en: moved('en') },
      waits !== null,
    );
  };

  const stockDoc = (row: OrderRef, actor: string, note?: string | null) => ({
    warehouseId: row.warehouseId,
    documentType: 'OUTBOUND' as const,
    documentNo: row.orderNo,
    actor,
    note: note ?? undefined,
  });

  /** The order's products in the shape the inventory kernel takes. */
  const itemsOf = async (tx: DbOrTx, row: OrderRef) =>
    (await repo.items(tx, [row.id])).map((i) => ({ id: i.id, productId: i.productId, quantity: i.quantity }));

  return {
    move,
    notify,
    itemsOf,

    /**
     * Reserves every product of the order (its items, read here unless the caller has them);
     * InsufficientStock (nothing written) when one lacks stock.
     */
    reserve: async (
      tx: DbOrTx,
      row: OrderRef,
      actor: string,
      items?: { productId: number; quantity: number }[],
    ) =>
      s.inventory.reserve(tx, ownerOf(row), {
        ...stockDoc(row, actor),
        lines: items ?? (await itemsOf(tx, row)),
      }),

    /** Ships `shipped` pieces of each product and releases the rest of its reservation. */
    shipStock: async (
      tx: DbOrTx,
      row: OrderRef,
      actor: string,
      lines: { productId: number; reserved: number; shipped: number }[],
    ) => {
      const doc = stockDoc(row, actor);
      const out = lines
        .filter((l) => l.shipped > 0)
        .map((l) => ({ productId: l.productId, quantity: l.shipped }));
      const back = lines
        .filter((l) => l.reserved > l.shipped)
        .map((l) => ({ productId: l.productId, quantity: l.reserved - l.shipped }));
      if (out.length > 0) await s.inventory.ship(tx, ownerOf(row), { ...doc, lines: out });
      if (back.length > 0) await s.inventory.release(tx, ownerOf(row), { ...doc, lines: back });
    },

    /**
     * Freezes the estimate's fee lines together, all or none: the frozen records, or InsufficientFunds
     * with nothing frozen and the caller's transaction still usable.
     */
    freeze: async (tx: DbOrTx, row: OrderRef, lines: FeeLine[], actor: string): Promise<FrozenFee[]> => {
      const fees = await s.finance.freezeMany(tx, ownerOf(row), {
        actor,
        fees: lines.map((line) => ({
          feeType: line.feeType,
          ...(line.name ? { name: line.name } : {}),
          currency: line.currency,
          unitPriceMinor: line.unitPriceMinor,
          quantity: String(line.quantity),
          amountMinor: line.amountMinor,
          warehouseId: row.warehouseId,
          documentType: 'OUTBOUND' as const,
          documentNo: row.orderNo,
        })),
      });
      return fees.map((fee) => ({
        feeRecordId: fee.id,
        feeType: fee.feeType,
        currency: fee.currency,
        amountMinor: fee.amount,
      }));
    },

    /**
     * Settles each freeze at the actual amount of its fee type (at most what was frozen: a difference
     * above the estimate is the warehouse's supplement), releasing the rest.
     */
    settle: async (tx: DbOrTx, row: OrderRef, frozen: FrozenFee[], actual: FeeLine[], actor: string) => {
      const left = new Map<string, number>();
      for (const a of actual)
        left.set(`${a.feeType}/${a.currency}`, (left.get(`${a.feeType}/${a.currency}`) ?? 0) + a.amountMinor);
      for (const f of frozen) {
        const key = `${f.feeType}/${f.currency}`;
        const take = Math.min(f.amountMinor, left.get(key) ?? 0);
        left.set(key, (left.get(key) ?? 0) - take);
        await s.finance.settle(tx, ownerOf(row), { feeRecordId: f.feeRecordId, actualMinor: take, actor });
      }
    },

    /** Lets go of what an order leaving `from` held: its reserved stock and its freeze. */
    releaseHeld: async (
      tx: DbOrTx,
      row: OrderRef & Pick<OutboundOrderRow, 'frozenFees'>,
      from: OutboundStatus,
      actor: string,
      note: string | null,
    ) => {
      if (STOCK_HELD_STATES.includes(from))
        await s.inventory.release(tx, ownerOf(row), {
          ...stockDoc(row, actor, note),
          lines: await itemsOf(tx, row),
        });
      if (row.frozenFees.length > 0) {
        for (const f of row.frozenFees)
          await s.finance.release(tx, ownerOf(row), {
            feeRecordId: f.feeRecordId,
            actor,
            note: note ?? undefined,
          });
        await repo.set(tx, row.id, { frozenFees: [] });
      }
    },

    /** Whether an error is the company's balance (the order then waits on hold). */
    isShortOfFunds: (e: unknown): e is InsufficientFunds => e instanceof InsufficientFunds,
  };
};
export type OutboundMoves = ReturnType<typeof createOutboundMoves>;
