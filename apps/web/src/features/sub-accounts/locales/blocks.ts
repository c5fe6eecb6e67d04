import { ACCOUNT_STATUS_LABELS, SUB_ACCOUNT_FIELDS, toLanguage, type Language } from '@oms/contracts';

/**
 * The labels this namespace takes from the contracts' catalogues rather than from its JSON: the
 * server's export and import headers read the same catalogues, so a label is written once.
 */
export const blocks = (language: Language) => ({
  fields: toLanguage(SUB_ACCOUNT_FIELDS, language),
  status: toLanguage(ACCOUNT_STATUS_LABELS, language),
});
