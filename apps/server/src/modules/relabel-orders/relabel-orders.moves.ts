import {
  formatMessage,
  RELABEL_DOCUMENT,
  RELABEL_STATUS_LABELS,
  type LocalizedText,
  type RelabelAction,
  type RelabelStatus,
} from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import { errors } from '../../lib/errors';
import { createDocumentFees } from '../documents/document-fees.service';
import { createDocumentMoves } from '../documents/document-moves.service';
import { createDocumentNotices } from '../documents/document-notices.service';
import type { FinanceService } from '../finance/finance.service';
import type { TodosService } from '../homepage/todos.service';
import { InsufficientStock, type InventoryService } from '../inventory/inventory.service';
import type { OperationRecordsService } from '../operation-records/operation-records.service';
import type { RateCardsService } from '../rate-cards/rate-cards.service';
import { relabelOrdersRepository as repo } from './relabel-orders.repository';
import type { RelabelLineRow, RelabelOrderRow } from './relabel-orders.table';

export type RelabelMovesDeps = {
  operationRecords: OperationRecordsService;
  todos: TodosService;
  finance: FinanceService;
  rateCards: RateCardsService;
  inventory: InventoryService;
};

/** The to-do asking to pay a relabel fee the completion could not take. */
export const RELABEL_FEES_OWED_ENTITY = 'relabel-orders-fees-owed';

const refused = (row: RelabelOrderRow) => errors.conflict('relabel.notAllowed', { number: row.relabelNo });

/**
 * A relabel order's moves through the kernels, inside the caller's transaction: its state (the
 * document kernel), its notices, its old SKUs reserved and released, its pieces relabelled (the
 * inventory kernel, document type RELABEL) and its fee (RELABEL per piece relabelled, charged or owed).
 */
export const createRelabelMoves = (s: RelabelMovesDeps) => {
  const move = createDocumentMoves<RelabelStatus, RelabelAction, RelabelOrderRow>(s.operationRecords, {
    document: RELABEL_DOCUMENT,
    repository: repo,
    refused,
  });
  const notice = createDocumentNotices(s.todos, RELABEL_DOCUMENT);
  const fees = createDocumentFees(s);
  const ownerOf = (row: RelabelOrderRow) => ({ tenantId: row.tenantId, companyId: row.companyId });
  const doc = (row: RelabelOrderRow, actor: string, at?: Date) => ({
    warehouseId: row.warehouseId,
    documentType: 'RELABEL' as const,
    documentNo: row.relabelNo,
    actor,
    ...(at ? { at } : {}),
  });
  const olds = (lines: Pick<RelabelLineRow, 'oldProductId' | 'quantity'>[]) =>
    lines.map((l) => ({ productId: l.oldProductId, quantity: l.quantity }));

  return {
    move,
    refused,

    /** A notice of the order's new state: a to-do when `waits` says what the customer must do. */
    notify: (tx: DbOrTx, row: RelabelOrderRow, status: RelabelStatus, waits: LocalizedText | null) => {
      const moved = (language: 'zh' | 'en') =>
        formatMessage('relabel.todoStatus', language, {
          number: row.relabelNo,
          status: RELABEL_STATUS_LABELS[status][language],
        });
      return notice(
        tx,
        { ...row, number: row.relabelNo },
        status,
        waits ?? { zh: moved('zh'), en: moved('en') },
        waits !== null,
      );
    },

    /** Reserves the old SKUs by the expected quantities; 409 naming a SKU short of stock (nothing written). */
    async reserve(tx: DbOrTx, row: RelabelOrderRow, lines: RelabelLineRow[], actor: string) {
      try {
        await s.inventory.reserve(tx, ownerOf(row), { ...doc(row, actor), lines: olds(lines) });
      } catch (e) {
        if (!(e instanceof InsufficientStock)) throw e;
        throw errors.conflict('relabel.overAvailable', {
          sku: e.sku,
          needed: e.needed,
          available: e.available,
        });
      }
    },

    /** Lets the old SKUs' reservation go (a cancel or a rejection). */
    release: (tx: DbOrTx, row: RelabelOrderRow, lines: RelabelLineRow[], actor: string) =>
      s.inventory.release(tx, ownerOf(row), { ...doc(row, actor), lines: olds(lines) }),

    /**
     * The work done: each old SKU out by its actual quantity, the rest of its reservation released,
     * each new SKU in by the same quantity.
     */
    async relabel(
      tx: DbOrTx,
      row: RelabelOrderRow,
      lines: (RelabelLineRow & { actual: number })[],
      actor: string,
      at: Date,
    ) {
      const out = lines.filter((l) => l.actual > 0);
      const back = lines.filter((l) => l.quantity > l.actual);
      if (out.length > 0) {
        await s.inventory.relabelOut(tx, ownerOf(row), {
          ...doc(row, actor, at),
          lines: out.map((l) => ({ productId: l.oldProductId, quantity: l.actual })),
        });
        await s.inventory.relabelIn(tx, ownerOf(row), {
          ...doc(row, actor, at),
          lines: out.map((l) => ({ productId: l.newProductId, quantity: l.actual })),
        });
      }
      if (back.length > 0)
        await s.inventory.release(tx, ownerOf(row), {
          ...doc(row, actor, at),
          lines: back.map((l) => ({ productId: l.oldProductId, quantity: l.quantity - l.actual })),
        });
    },

    /**
     * The relabel fee, RELABEL × the pieces relabelled at the warehouse card's price; kept on the
     * order as owed (with a to-do) when the company cannot pay. Answers the notices to publish.
     */
    async charge(tx: DbOrTx, row: RelabelOrderRow, pieces: number, actor: string, at: Date) {
      if (pieces <= 0) return [];
      const { fee, notices } = await fees.chargeOrOwe(tx, {
        owner: ownerOf(row),
        warehouseId: row.warehouseId,
        feeType: 'RELABEL',
        quantity: pieces,
        actor,
        at,
        fee: { documentType: 'RELABEL', documentNo: row.relabelNo },
        owed: {
          document: RELABEL_DOCUMENT,
          entityId: row.id,
          documentNo: row.relabelNo,
          recordWarehouseId: row.warehouseId,
          noteKey: 'relabel.feeOwedNote',
          keep: async (t, owed) => {
            await repo.setFee(t, row.id, { feeOwed: owed });
          },
          status: async () => 'COMPLETED',
          todoDocumentType: RELABEL_FEES_OWED_ENTITY,
          todoTitleKey: 'relabel.todoFeeOwed',
        },
      });
      if (fee) await repo.setFee(tx, row.id, { feeRecordId: fee.id });
      return notices;
    },
  };
};
export type RelabelMoves = ReturnType<typeof createRelabelMoves>;
