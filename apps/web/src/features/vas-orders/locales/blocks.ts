import {
  commonFields,
  toLanguage,
  VAS_FIELDS,
  VAS_SERVICE_LABELS,
  VAS_STATUS_LABELS,
  type Language,
} from '@oms/contracts';

/**
 * The labels this namespace takes from the contracts' catalogues rather than from its JSON: the
 * server's export reads the same catalogues, so a label is written once.
 */
export const blocks = (language: Language) => ({
  fields: toLanguage({ ...VAS_FIELDS, ...commonFields('deleteReason') }, language),
  status: toLanguage(VAS_STATUS_LABELS, language),
  service: toLanguage(VAS_SERVICE_LABELS, language),
});
