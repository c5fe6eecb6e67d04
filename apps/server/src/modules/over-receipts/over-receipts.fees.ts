import {
  CURRENCY_SHORT,
  FEE_TYPE_LABELS,
  TODO_TYPE,
  OVER_RECEIPT_STATUS_LABELS,
  OVER_RECEIPT_REJECT_FEE_NAME,
  formatBoth,
  formatMessage,
  fromMinor,
  type Currency,
  type OwedFee,
} from '@oms/contracts';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { CompanyNotice } from '../../lib/notifier';
import { InsufficientFunds, type FinanceService } from '../finance/finance.service';
import type { TodosService } from '../homepage/todos.service';
import type { OperationRecordsService } from '../operation-records/operation-records.service';
import type { RateCardsService } from '../rate-cards/rate-cards.service';
import { overReceiptsRepository as repo } from './over-receipts.repository';
import type { OverReceiptRow } from './over-receipts.table';

/** The timeline's entity type (operation records) and the to-dos' document type. */
export const OVER_RECEIPT_ENTITY = 'over-receipts';
/** The to-do asking to pay a fee a decision could not take (a document of its own: the decision settles the other). */
export const OVER_RECEIPT_FEES_OWED_ENTITY = 'over-receipts-fees-owed';

type FeeDeps = {
  finance: FinanceService;
  rateCards: RateCardsService;
  todos: TodosService;
  operationRecords: OperationRecordsService;
};

const isNoPrice = (e: unknown) => e instanceof AppError && e.messageKey === 'rateCards.noPrice';

/**
 * The over-receipt fee of a decision (design.md): OVER_RECEIPT × excess pieces from the warehouse's
 * card (USD when it prices it in USD, else CNY; not charged when it prices it in neither), document
 * type INBOUND under the over-receipt's number. A rejection names the fee as return or disposal
 * handling. When the company cannot afford it the decision still stands: nothing is written to
 * finance, the over-receipt keeps the fee as owed, its record says so and a to-do asks to pay.
 * Answers the notices to publish after commit.
 */
export const createOverReceiptFees = ({ finance, rateCards, todos, operationRecords }: FeeDeps) => {
  const priceOf = async (tx: DbOrTx, warehouseId: number, quantity: number) => {
    for (const currency of ['USD', 'CNY'] as Currency[]) {
      try {
        return await rateCards.priceOf(tx, warehouseId, currency, 'OVER_RECEIPT', {
          quantity: String(quantity),
        });
      } catch (e) {
        if (!isNoPrice(e)) throw e;
      }
    }
    return undefined;
  };

  return async (tx: DbOrTx, row: OverReceiptRow, rejected: boolean, actor: string, at: Date) => {
    const price = await priceOf(tx, row.warehouseId, row.excess);
    if (!price || price.amountMinor <= 0) return [] as CompanyNotice[];
    const owner = { tenantId: row.tenantId, companyId: row.companyId };
    try {
      const fee = await finance.charge(tx, owner, {
        actor,
        at,
        fee: {
          feeType: 'OVER_RECEIPT',
          // A message key (contracts `feeNameOf`): each reader reads the name in their language.
          name: rejected ? OVER_RECEIPT_REJECT_FEE_NAME : undefined,
          currency: price.currency,
          unitPriceMinor: price.unitPriceMinor,
          quantity: price.quantity,
          amountMinor: price.amountMinor,
          warehouseId: row.warehouseId,
          documentType: 'INBOUND',
          documentNo: row.overReceiptNo,
          remark: row.inboundOrderNo,
        },
      });
      await repo.setFee(tx, row.id, { feeRecordId: fee.id });
      return [];
    } catch (e) {
      if (!(e instanceof InsufficientFunds)) throw e;
    }
    const amount = `${CURRENCY_SHORT[price.currency]} ${fromMinor(price.amountMinor)}`;
    const owed: OwedFee = {
      feeType: 'OVER_RECEIPT',
      currency: price.currency,
      amount: fromMinor(price.amountMinor),
      quantity: price.quantity,
      at: at.toISOString(),
    };
    await repo.setFee(tx, row.id, { feeOwed: owed });
    const noteIn = (language: 'zh' | 'en') =>
      formatMessage('overReceipts.feeOwedNote', language, {
        fee: FEE_TYPE_LABELS.OVER_RECEIPT[language],
        amount,
      });
    await operationRecords.record(tx, {
      ...owner,
      actor,
      entityType: OVER_RECEIPT_ENTITY,
      entityId: row.id,
      action: 'feeOwed',
      note: `${noteIn('zh')} / ${noteIn('en')}`,
    });
    return [
      await todos.raise(tx, {
        ...owner,
        relateType: TODO_TYPE.overReceipt,
        status: 'CONFIRMED',
        statusDescZh: OVER_RECEIPT_STATUS_LABELS.CONFIRMED.zh,
        statusDescEn: OVER_RECEIPT_STATUS_LABELS.CONFIRMED.en,
        title: formatBoth('overReceipts.todoFeeOwed', { number: row.overReceiptNo, amount }),
        documentType: OVER_RECEIPT_FEES_OWED_ENTITY,
        documentId: row.id,
        documentNo: row.overReceiptNo,
      }),
    ];
  };
};
