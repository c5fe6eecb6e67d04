import {
  CURRENCY_SHORT,
  type AnyDocument,
  FEE_TYPE_LABELS,
  bothLanguages,
  formatBoth,
  formatMessage,
  fromMinor,
  type MessageKey,
  type OwedFee,
  type PricedFeeType,
} from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import type { CompanyNotice } from '../../lib/notifier';
import { InsufficientFunds, type FeeInput, type FinanceService } from '../finance/finance.service';
import type { TodosService } from '../homepage/todos.service';
import type { OperationRecordsService } from '../operation-records/operation-records.service';
import type { RateCardsService } from '../rate-cards/rate-cards.service';

type FeeRecordRow = Awaited<ReturnType<FinanceService['charge']>>;

type Deps = {
  finance: FinanceService;
  rateCards: RateCardsService;
  todos: TodosService;
  operationRecords: OperationRecordsService;
};

/** Where a fee the company cannot afford goes: kept on the document, told on its record and as a to-do. */
export type OwedOn = {
  /** The document: its timeline (operation records), its to-do type and its statuses' names. */
  document: Pick<AnyDocument, 'entity' | 'todo' | 'statuses'>;
  entityId: number;
  documentNo: string;
  /** The record names the warehouse whose work the fee pays for (the customer reads who did it). */
  recordWarehouseId?: number;
  /** The record's note: `{{fee}}` (the fee's name) and `{{amount}}` ("USD 8.00"). */
  noteKey: MessageKey;
  /** Keeps the owed fee on the document (its own column). */
  keep: (tx: DbOrTx, owed: OwedFee) => Promise<void>;
  /** The document's state for the to-do asking to pay (read after `keep`). */
  status: (tx: DbOrTx) => Promise<string>;
  /** The to-do's own document type, so that it does not settle the document's to-do of its state. */
  todoDocumentType: string;
  /** The to-do's title: `{{number}}` (the document's number) and `{{amount}}`. */
  todoTitleKey: MessageKey;
};

export type WarehouseFee = {
  owner: { tenantId: number; companyId: number };
  warehouseId: number;
  feeType: PricedFeeType;
  quantity: number;
  actor: string;
  at: Date;
  /** What the fee record says of itself besides the price (a name key, its document, a remark). */
  fee: Pick<FeeInput, 'name' | 'documentType' | 'documentNo' | 'remark'>;
  owed: OwedOn;
};

/**
 * The document kernel's warehouse fee (design.md): a fee of the warehouse's work on a document, priced
 * from the warehouse's card in the card's currency (`rateCards.cardPrice`) and charged through the
 * finance kernel. A fee the card does not price is not charged. One the company cannot afford is not
 * charged either: the work went on, so the document keeps the fee as owed, its record says so and a
 * to-do asks to pay. Answers the fee record (when charged) and the notices to publish after commit.
 */
export const createDocumentFees = ({ finance, rateCards, todos, operationRecords }: Deps) => ({
  async chargeOrOwe(
    tx: DbOrTx,
    w: WarehouseFee,
  ): Promise<{ fee: FeeRecordRow | null; notices: CompanyNotice[] }> {
    const none = { fee: null, notices: [] };
    if (w.quantity <= 0) return none;
    const price = await rateCards.cardPrice(tx, w.warehouseId, w.feeType, { quantity: String(w.quantity) });
    if (!price || price.amountMinor <= 0) return none;
    try {
      const fee = await finance.charge(tx, w.owner, {
        actor: w.actor,
        at: w.at,
        fee: {
          feeType: w.feeType,
          currency: price.currency,
          unitPriceMinor: price.unitPriceMinor,
          quantity: price.quantity,
          amountMinor: price.amountMinor,
          warehouseId: w.warehouseId,
          ...w.fee,
        },
      });
      return { fee, notices: [] };
    } catch (e) {
      if (!(e instanceof InsufficientFunds)) throw e;
    }
    const { owed } = w;
    const amount = `${CURRENCY_SHORT[price.currency]} ${fromMinor(price.amountMinor)}`;
    await owed.keep(tx, {
      feeType: w.feeType,
      currency: price.currency,
      amount: fromMinor(price.amountMinor),
      quantity: price.quantity,
      at: w.at.toISOString(),
    });
    const note = bothLanguages((language) =>
      formatMessage(owed.noteKey, language, { fee: FEE_TYPE_LABELS[w.feeType][language], amount }),
    );
    await operationRecords.record(tx, {
      ...w.owner,
      actor: w.actor,
      warehouseId: owed.recordWarehouseId,
      entityType: owed.document.entity,
      entityId: owed.entityId,
      action: 'feeOwed',
      note: `${note.zh} / ${note.en}`,
    });
    const status = await owed.status(tx);
    const notice = await todos.raise(tx, {
      ...w.owner,
      relateType: owed.document.todo.type,
      status,
      statusDescZh: owed.document.statuses[status]!.zh,
      statusDescEn: owed.document.statuses[status]!.en,
      title: formatBoth(owed.todoTitleKey, { number: owed.documentNo, amount }),
      documentType: owed.todoDocumentType,
      documentId: owed.entityId,
      documentNo: owed.documentNo,
    });
    return { fee: null, notices: [notice] };
  },
});

export type DocumentFees = ReturnType<typeof createDocumentFees>;
