import {
  formatMessage,
  VAS_DOCUMENT,
  VAS_STATUS_LABELS,
  type LocalizedText,
  type VasAction,
  type VasStatus,
} from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import { errors } from '../../lib/errors';
import { createDocumentMoves } from '../documents/document-moves.service';
import { createDocumentNotices } from '../documents/document-notices.service';
import type { FinanceService } from '../finance/finance.service';
import type { TodosService } from '../homepage/todos.service';
import { InsufficientStock, type InventoryService } from '../inventory/inventory.service';
import type { OperationRecordsService } from '../operation-records/operation-records.service';
import { vasOrdersRepository as repo } from './vas-orders.repository';
import type { VasLineRow, VasOrderRow } from './vas-orders.table';

export type VasMovesDeps = {
  operationRecords: OperationRecordsService;
  todos: TodosService;
  finance: FinanceService;
  inventory: InventoryService;
};

const refused = (row: VasOrderRow) => errors.conflict('vas.notAllowed', { number: row.vasNo });

type Lines = Pick<VasLineRow, 'productId' | 'quantity'>[];

/**
 * A VAS order's moves through the kernels, inside the caller's transaction: its state (the document
 * kernel), its notices, its pieces reserved, released, disposed of or kitted (the inventory kernel,
 * document type VAS) and its quote frozen, released or charged (the finance kernel, fee type VAS).
 */
export const createVasMoves = (s: VasMovesDeps) => {
  const move = createDocumentMoves<VasStatus, VasAction, VasOrderRow>(s.operationRecords, {
    document: VAS_DOCUMENT,
    repository: repo,
    refused,
  });
  const notice = createDocumentNotices(s.todos, VAS_DOCUMENT);
  const ownerOf = (row: VasOrderRow) => ({ tenantId: row.tenantId, companyId: row.companyId });
  const doc = (row: VasOrderRow, actor: string, at?: Date) => ({
    warehouseId: row.warehouseId,
    documentType: 'VAS' as const,
    documentNo: row.vasNo,
    actor,
    ...(at ? { at } : {}),
  });
  const stock = (lines: Lines) => lines.map((l) => ({ productId: l.productId, quantity: l.quantity }));

  return {
    move,
    refused,

    /** A notice of the order's new state: a to-do when `waits` says what the customer must do. */
    notify: (tx: DbOrTx, row: VasOrderRow, status: VasStatus, waits: LocalizedText | null) => {
      const moved = (language: 'zh' | 'en') =>
        formatMessage('vas.todoStatus', language, {
          number: row.vasNo,
          status: VAS_STATUS_LABELS[status][language],
        });
      return notice(
        tx,
        { ...row, number: row.vasNo },
        status,
        waits ?? { zh: moved('zh'), en: moved('en') },
        waits !== null,
      );
    },

    /**
     * The customer's confirmation: the pieces reserved (409 naming a SKU short of stock) and the quote
     * frozen (409 when the account cannot hold it); either refusal writes nothing.
     */
    async hold(tx: DbOrTx, row: VasOrderRow, lines: Lines, actor: string, at: Date) {
      try {
        await s.inventory.reserve(tx, ownerOf(row), { ...doc(row, actor, at), lines: stock(lines) });
      } catch (e) {
        if (!(e instanceof InsufficientStock)) throw e;
        throw errors.conflict('vas.overAvailable', { sku: e.sku, needed: e.needed, available: e.available });
      }
      const fee = await s.finance.freeze(tx, ownerOf(row), {
        actor,
        at,
        fee: {
          feeType: 'VAS',
          currency: row.quoteCurrency!,
          unitPriceMinor: row.quoteMinor!,
          quantity: '1',
          amountMinor: row.quoteMinor!,
          warehouseId: row.warehouseId,
          documentType: 'VAS',
          documentNo: row.vasNo,
        },
      });
      await repo.set(tx, row.id, { feeRecordId: fee.id });
    },

    /** A cancel after confirmation: the pieces and the quote let go. */
    async letGo(tx: DbOrTx, row: VasOrderRow, lines: Lines, actor: string) {
      await s.inventory.release(tx, ownerOf(row), { ...doc(row, actor), lines: stock(lines) });
      if (row.feeRecordId !== null)
        await s.finance.release(tx, ownerOf(row), { feeRecordId: row.feeRecordId, actor, note: row.vasNo });
    },

    /**
     * The work done: the quote charged; the pieces released (a service on them), disposed of, or for
     * kitting the components used up and the kits received as the kit's SKU.
     */
    async finish(tx: DbOrTx, row: VasOrderRow, lines: Lines, actor: string, at: Date) {
      const owner = ownerOf(row);
      const d = { ...doc(row, actor, at), lines: stock(lines) };
      if (row.serviceType === 'DISPOSAL') await s.inventory.dispose(tx, owner, d);
      else if (row.serviceType === 'KITTING') {
        await s.inventory.kitOut(tx, owner, d);
        await s.inventory.kitIn(tx, owner, {
          ...doc(row, actor, at),
          lines: [{ productId: row.kitProductId!, quantity: row.kitQuantity! }],
        });
      } else await s.inventory.release(tx, owner, d);
      await s.finance.settle(tx, owner, {
        feeRecordId: row.feeRecordId!,
        actualMinor: row.quoteMinor!,
        actor,
        at,
      });
    },
  };
};
export type VasMoves = ReturnType<typeof createVasMoves>;
