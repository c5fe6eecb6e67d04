import {
  EXPRESS_FEE_FIELDS,
  SURCHARGE_LABELS,
  UNIT_SYSTEM_LABELS,
  toLanguage,
  type Language,
} from '@oms/contracts';

/**
 * The labels this namespace takes from the contracts' catalogues rather than from its JSON: the
 * server's export and import headers read the same catalogues, so a label is written once.
 */
export const blocks = (language: Language) => ({
  fields: toLanguage(EXPRESS_FEE_FIELDS, language),
  surcharge: toLanguage(SURCHARGE_LABELS, language),
  units: toLanguage(UNIT_SYSTEM_LABELS, language),
});
