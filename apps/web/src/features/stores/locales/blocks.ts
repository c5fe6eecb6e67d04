import {
  INVENTORY_UPDATE_LABELS,
  STORE_FIELDS,
  STORE_STATUS_LABELS,
  toLanguage,
  type Language,
} from '@oms/contracts';

/**
 * The labels this namespace takes from the contracts' catalogues rather than from its JSON: the
 * server's export and import headers read the same catalogues, so a label is written once.
 */
export const blocks = (language: Language) => ({
  fields: toLanguage(STORE_FIELDS, language),
  status: toLanguage(STORE_STATUS_LABELS, language),
  inventory: toLanguage(INVENTORY_UPDATE_LABELS, language),
});
