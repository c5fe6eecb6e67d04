import { STATEMENT_FIELDS, STATEMENT_STATUS_LABELS, toLanguage, type Language } from '@oms/contracts';

/**
 * The labels this namespace takes from the contracts' catalogues rather than from its JSON: the
 * server's export and import headers read the same catalogues, so a label is written once.
 */
export const blocks = (language: Language) => ({
  fields: toLanguage(STATEMENT_FIELDS, language),
  status: toLanguage(STATEMENT_STATUS_LABELS, language),
});
