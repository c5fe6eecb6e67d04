import { OVER_RECEIPT_DOCUMENT, OVER_RECEIPT_REJECT_FEE_NAME } from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import { createDocumentFees } from '../documents/document-fees.service';
import type { FinanceService } from '../finance/finance.service';
import type { TodosService } from '../homepage/todos.service';
import type { OperationRecordsService } from '../operation-records/operation-records.service';
import type { RateCardsService } from '../rate-cards/rate-cards.service';
import { overReceiptsRepository as repo } from './over-receipts.repository';
import type { OverReceiptRow } from './over-receipts.table';

/** The timeline's entity type (operation records) and the to-dos' document type. */
export const OVER_RECEIPT_ENTITY = OVER_RECEIPT_DOCUMENT.entity;
/** The to-do asking to pay a fee a decision could not take (a document of its own: the decision settles the other). */
export const OVER_RECEIPT_FEES_OWED_ENTITY = 'over-receipts-fees-owed';

type FeeDeps = {
  finance: FinanceService;
  rateCards: RateCardsService;
  todos: TodosService;
  operationRecords: OperationRecordsService;
};

/**
 * The over-receipt fee of a decision (design.md): OVER_RECEIPT × excess pieces from the warehouse's
 * card through the document kernel, document type INBOUND under the over-receipt's number. A rejection
 * names the fee as return or disposal handling. When the company cannot afford it the decision still
 * stands: nothing is written to finance, the over-receipt keeps the fee as owed, its record says so
 * and a to-do asks to pay. Answers the notices to publish after commit.
 */
export const createOverReceiptFees = (deps: FeeDeps) => {
  const fees = createDocumentFees(deps);
  return async (tx: DbOrTx, row: OverReceiptRow, rejected: boolean, actor: string, at: Date) => {
    const { fee, notices } = await fees.chargeOrOwe(tx, {
      owner: { tenantId: row.tenantId, companyId: row.companyId },
      warehouseId: row.warehouseId,
      feeType: 'OVER_RECEIPT',
      quantity: row.excess,
      actor,
      at,
      fee: {
        // A message key (contracts `feeNameOf`): each reader reads the name in their language.
        name: rejected ? OVER_RECEIPT_REJECT_FEE_NAME : undefined,
        documentType: 'INBOUND',
        documentNo: row.overReceiptNo,
        remark: row.inboundOrderNo,
      },
      owed: {
        document: OVER_RECEIPT_DOCUMENT,
        entityId: row.id,
        documentNo: row.overReceiptNo,
        noteKey: 'overReceipts.feeOwedNote',
        keep: async (t, owed) => {
          await repo.setFee(t, row.id, { feeOwed: owed });
        },
        status: async () => 'CONFIRMED',
        todoDocumentType: OVER_RECEIPT_FEES_OWED_ENTITY,
        todoTitleKey: 'overReceipts.todoFeeOwed',
      },
    });
    if (fee) await repo.setFee(tx, row.id, { feeRecordId: fee.id });
    return notices;
  };
};
