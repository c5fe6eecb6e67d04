import { THIRD_PAY_FIELDS, THIRD_PAY_STATUS_LABELS, toLanguage, type Language } from '@oms/contracts';

/**
 * The labels this namespace takes from the contracts' catalogues rather than from its JSON: the
 * server's export and import headers read the same catalogues, so a label is written once.
 */
export const blocks = (language: Language) => ({
  fields: toLanguage(THIRD_PAY_FIELDS, language),
  status: toLanguage(THIRD_PAY_STATUS_LABELS, language),
});
