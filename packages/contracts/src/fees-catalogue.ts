import {
  choiceField,
  dateTimeField,
  defineCatalogue,
  moneyField,
  textField,
  warehouseField,
} from './field-catalogue';
import { feeNameOf, type FeeRow } from './fees';
import { DISPUTE_STATE_LABELS, FEE_FIELDS } from './fees-fields';
import {
  CURRENCY_SHORT_LABELS,
  FEE_STATUS_LABELS,
  FEE_TYPE_LABELS,
  FINANCE_DOCUMENT_LABELS,
} from './finance';

// Apart from fees.ts, whose types the labels (fees-fields.ts) read: the catalogue reads both.

/** How each field of a fee line reads: the fee list's columns and its export. */
export const FEE_CATALOGUE = defineCatalogue<FeeRow>()(FEE_FIELDS, {
  createdAt: dateTimeField((r) => r.createdAt),
  feeType: choiceField(FEE_TYPE_LABELS, (r) => r.feeType, 18),
  name: textField((r, language) => feeNameOf(r, (type) => FEE_TYPE_LABELS[type][language], language), 22),
  currency: choiceField(CURRENCY_SHORT_LABELS, (r) => r.currency, 8),
  unitPrice: moneyField(
    (r) => r.currency,
    (r) => r.unitPrice,
  ),
  quantity: textField((r) => r.quantity, 10),
  amount: moneyField(
    (r) => r.currency,
    (r) => r.amount,
  ),
  deducted: moneyField(
    (r) => r.currency,
    (r) => r.deducted,
  ),
  refunded: moneyField(
    (r) => r.currency,
    (r) => r.refunded,
  ),
  net: moneyField(
    (r) => r.currency,
    (r) => r.net,
  ),
  status: choiceField(FEE_STATUS_LABELS, (r) => r.status, 10),
  documentType: choiceField(FINANCE_DOCUMENT_LABELS, (r) => r.documentType, 14),
  documentNo: textField((r) => r.documentNo, 22),
  warehouse: warehouseField((r) => r.warehouse, { show: 'name' }),
  disputeState: choiceField(DISPUTE_STATE_LABELS, (r) => r.disputeState),
  remark: textField((r) => r.remark, 30),
  deductedAt: dateTimeField((r) => r.deductedAt),
  createdBy: textField((r) => r.createdBy),
});
