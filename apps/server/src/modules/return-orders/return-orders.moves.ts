import {
  formatMessage,
  RETURN_DOCUMENT,
  RETURN_STATUS_LABELS,
  type LocalizedText,
  type ReturnAction,
  type ReturnStatus,
} from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import { errors } from '../../lib/errors';
import { createDocumentFees } from '../documents/document-fees.service';
import { createDocumentMoves } from '../documents/document-moves.service';
import { createDocumentNotices } from '../documents/document-notices.service';
import type { FinanceService } from '../finance/finance.service';
import type { TodosService } from '../homepage/todos.service';
import type { InventoryService } from '../inventory/inventory.service';
import type { OperationRecordsService } from '../operation-records/operation-records.service';
import type { RateCardsService } from '../rate-cards/rate-cards.service';
import { returnOrdersRepository as repo } from './return-orders.repository';
import type { ReturnLineRow, ReturnOrderRow } from './return-orders.table';

export type ReturnMovesDeps = {
  operationRecords: OperationRecordsService;
  todos: TodosService;
  finance: FinanceService;
  rateCards: RateCardsService;
  inventory: InventoryService;
};

/** The to-do asking to pay a return handling fee the inspection could not take. */
export const RETURN_FEES_OWED_ENTITY = 'return-orders-fees-owed';

const refused = (row: ReturnOrderRow) => errors.conflict('returns.notAllowed', { number: row.returnNo });

/** A line's inspection: how many pieces came back in each condition. */
export type InspectedLine = Pick<ReturnLineRow, 'productId' | 'handling'> & {
  sellable: number;
  unsellable: number;
  destroyed: number;
};

/**
 * A return's moves through the kernels, inside the caller's transaction: its state (the document
 * kernel), its notices, its pieces back on hand (the inventory kernel, document type RETURN) and its
 * fee (RETURN_HANDLING per piece inspected, charged or owed).
 */
export const createReturnMoves = (s: ReturnMovesDeps) => {
  const move = createDocumentMoves<ReturnStatus, ReturnAction, ReturnOrderRow>(s.operationRecords, {
    document: RETURN_DOCUMENT,
    repository: repo,
    refused,
  });
  const notice = createDocumentNotices(s.todos, RETURN_DOCUMENT);
  const fees = createDocumentFees(s);
  const ownerOf = (row: ReturnOrderRow) => ({ tenantId: row.tenantId, companyId: row.companyId });
  const doc = (row: ReturnOrderRow, actor: string, at: Date) => ({
    warehouseId: row.warehouseId,
    documentType: 'RETURN' as const,
    documentNo: row.returnNo,
    actor,
    at,
  });

  return {
    move,
    refused,

    /** A notice of the return's new state: a to-do when `waits` says what the customer must do. */
    notify: (tx: DbOrTx, row: ReturnOrderRow, status: ReturnStatus, waits: LocalizedText | null) => {
      const moved = (language: 'zh' | 'en') =>
        formatMessage('returns.todoStatus', language, {
          number: row.returnNo,
          status: RETURN_STATUS_LABELS[status][language],
        });
      return notice(
        tx,
        { ...row, number: row.returnNo },
        status,
        waits ?? { zh: moved('zh'), en: moved('en') },
        waits !== null,
      );
    },

    /**
     * The pieces back on hand: sellable ones into available when the line asks to restock them, into
     * unsellable when it asks to hold them; unsellable ones into unsellable; destroyed ones in and
     * written off at once, so the stock's log shows them.
     */
    async restock(tx: DbOrTx, row: ReturnOrderRow, lines: InspectedLine[], actor: string, at: Date) {
      const back = lines
        .map((l) => {
          const restock = l.handling === 'RESTOCK';
          return {
            productId: l.productId,
            available: restock ? l.sellable : 0,
            unsellable: (restock ? 0 : l.sellable) + l.unsellable + l.destroyed,
          };
        })
        .filter((l) => l.available + l.unsellable > 0);
      if (back.length > 0)
        await s.inventory.returnIn(tx, ownerOf(row), { ...doc(row, actor, at), lines: back });
      const gone = lines.filter((l) => l.destroyed > 0);
      if (gone.length > 0)
        await s.inventory.writeOff(tx, ownerOf(row), {
          ...doc(row, actor, at),
          lines: gone.map((l) => ({ productId: l.productId, quantity: l.destroyed })),
        });
    },

    /**
     * The return handling fee, RETURN_HANDLING × the pieces inspected at the warehouse card's price;
     * kept on the return as owed (with a to-do) when the company cannot pay. Answers the notices.
     */
    async charge(tx: DbOrTx, row: ReturnOrderRow, pieces: number, actor: string, at: Date) {
      if (pieces <= 0) return [];
      const { fee, notices } = await fees.chargeOrOwe(tx, {
        owner: ownerOf(row),
        warehouseId: row.warehouseId,
        feeType: 'RETURN_HANDLING',
        quantity: pieces,
        actor,
        at,
        fee: { documentType: 'RETURN', documentNo: row.returnNo },
        owed: {
          document: RETURN_DOCUMENT,
          entityId: row.id,
          documentNo: row.returnNo,
          recordWarehouseId: row.warehouseId,
          noteKey: 'returns.feeOwedNote',
          keep: async (t, owed) => {
            await repo.setFee(t, row.id, { feeOwed: owed });
          },
          status: async () => 'COMPLETED',
          todoDocumentType: RETURN_FEES_OWED_ENTITY,
          todoTitleKey: 'returns.todoFeeOwed',
        },
      });
      if (fee) await repo.setFee(tx, row.id, { feeRecordId: fee.id });
      return notices;
    },
  };
};
export type ReturnMoves = ReturnType<typeof createReturnMoves>;
