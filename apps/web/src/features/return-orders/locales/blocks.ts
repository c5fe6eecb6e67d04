import {
  commonFields,
  RETURN_FIELDS,
  RETURN_HANDLING_LABELS,
  RETURN_STATUS_LABELS,
  toLanguage,
  type Language,
} from '@oms/contracts';

/**
 * The labels this namespace takes from the contracts' catalogues rather than from its JSON: the
 * server's export reads the same catalogues, so a label is written once.
 */
export const blocks = (language: Language) => ({
  fields: toLanguage({ ...RETURN_FIELDS, ...commonFields('deleteReason') }, language),
  status: toLanguage(RETURN_STATUS_LABELS, language),
  handling: toLanguage(RETURN_HANDLING_LABELS, language),
});
