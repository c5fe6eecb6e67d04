import {
  CLAIM_DOCUMENT_LABELS,
  CLAIM_FIELDS,
  CLAIM_STATUS_LABELS,
  CLAIM_TYPE_LABELS,
  LEDGER_TYPE_LABELS,
  toLanguage,
  type Language,
} from '@oms/contracts';

/**
 * The labels this namespace takes from the contracts' catalogues rather than from its JSON: the
 * server's export and import headers read the same catalogues, so a label is written once.
 */
export const blocks = (language: Language) => ({
  fields: toLanguage(CLAIM_FIELDS, language),
  status: toLanguage(CLAIM_STATUS_LABELS, language),
  claimType: toLanguage(CLAIM_TYPE_LABELS, language),
  relatedType: toLanguage(CLAIM_DOCUMENT_LABELS, language),
  ledgerType: toLanguage(LEDGER_TYPE_LABELS, language),
});
