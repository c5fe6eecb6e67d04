import {
  CONTAINER_TYPE_LABELS,
  INBOUND_STATUS_LABELS,
  RESERVATION_FIELDS,
  RESERVATION_STATUS_LABELS,
  UNLOADING_METHOD_LABELS,
  toLanguage,
  type Language,
} from '@oms/contracts';

/**
 * The labels this namespace takes from the contracts' catalogues rather than from its JSON: the
 * server's export and import headers read the same catalogues, so a label is written once.
 */
export const blocks = (language: Language) => ({
  fields: toLanguage(RESERVATION_FIELDS, language),
  status: toLanguage(RESERVATION_STATUS_LABELS, language),
  containerType: toLanguage(CONTAINER_TYPE_LABELS, language),
  unloadingMethod: toLanguage(UNLOADING_METHOD_LABELS, language),
  inboundStatus: toLanguage(INBOUND_STATUS_LABELS, language),
});
