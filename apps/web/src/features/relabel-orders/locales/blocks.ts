import {
  commonFields,
  RELABEL_FIELDS,
  RELABEL_STATUS_LABELS,
  toLanguage,
  type Language,
} from '@oms/contracts';

/**
 * The labels this namespace takes from the contracts' catalogues rather than from its JSON: the
 * server's export reads the same catalogues, so a label is written once.
 */
export const blocks = (language: Language) => ({
  fields: toLanguage({ ...RELABEL_FIELDS, ...commonFields('deleteReason') }, language),
  status: toLanguage(RELABEL_STATUS_LABELS, language),
});
