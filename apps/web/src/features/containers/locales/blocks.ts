import {
  CONTAINER_FIELDS,
  CONTAINER_TYPE_LABELS,
  HEAD_LEG_LABELS,
  INBOUND_STATUS_LABELS,
  MILESTONE_LABELS,
  RESERVATION_STATUS_LABELS,
  toLanguage,
  type Language,
} from '@oms/contracts';

/**
 * The labels this namespace takes from the contracts' catalogues rather than from its JSON: the
 * server's export and import headers read the same catalogues, so a label is written once.
 */
export const blocks = (language: Language) => ({
  fields: toLanguage(CONTAINER_FIELDS, language),
  containerType: toLanguage(CONTAINER_TYPE_LABELS, language),
  milestone: toLanguage(MILESTONE_LABELS, language),
  headLeg: toLanguage(HEAD_LEG_LABELS, language),
  inboundStatus: toLanguage(INBOUND_STATUS_LABELS, language),
  reservationStatus: toLanguage(RESERVATION_STATUS_LABELS, language),
});
