import {
  DISPUTE_FILTER_LABELS,
  FEE_COUNT_GRANULARITY_LABELS,
  FEE_FIELDS,
  FEE_STATUS_LABELS,
  FEE_TYPE_LABELS,
  FINANCE_DOCUMENT_LABELS,
  LEDGER_TYPE_LABELS,
  toLanguage,
  type Language,
} from '@oms/contracts';

/**
 * The labels this namespace takes from the contracts' catalogues rather than from its JSON: the
 * server's export and import headers read the same catalogues, so a label is written once.
 */
export const blocks = (language: Language) => ({
  fields: toLanguage(FEE_FIELDS, language),
  feeType: toLanguage(FEE_TYPE_LABELS, language),
  status: toLanguage(FEE_STATUS_LABELS, language),
  disputeState: toLanguage(DISPUTE_FILTER_LABELS, language),
  documentType: toLanguage(FINANCE_DOCUMENT_LABELS, language),
  ledgerType: toLanguage(LEDGER_TYPE_LABELS, language),
  granularity: toLanguage(FEE_COUNT_GRANULARITY_LABELS, language),
});
