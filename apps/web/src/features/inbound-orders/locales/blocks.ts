import {
  CONTAINER_TYPE_LABELS,
  DIFFERENCE_STATUS_LABELS,
  FEE_STATUS_LABELS,
  FEE_TYPE_LABELS,
  HEAD_LEG_FIELD_LABELS,
  HEAD_LEG_LABELS,
  HEAD_LEG_SERVICES,
  INBOUND_ATTACHMENT_LABELS,
  INBOUND_FIELDS,
  INBOUND_STATUS_LABELS,
  INBOUND_TYPE_LABELS,
  MILESTONE_LABELS,
  commonFields,
  toLanguage,
  type HeadLegField,
  type HeadLegService,
  type Language,
} from '@oms/contracts';

/** Each head-leg's labels of the order's fields (a parcel's carrier, a truck's driver). */
const headLegFieldsIn = (language: Language) =>
  Object.fromEntries(
    HEAD_LEG_SERVICES.map((leg) => [leg, toLanguage(HEAD_LEG_FIELD_LABELS[leg], language)]),
  ) as Record<HeadLegService, Record<HeadLegField, string>>;

/**
 * The labels this namespace takes from the contracts' catalogues rather than from its JSON: the
 * server's export and import headers read the same catalogues, so a label is written once.
 */
export const blocks = (language: Language) => ({
  fields: toLanguage({ ...INBOUND_FIELDS, ...commonFields('deleteReason') }, language),
  status: toLanguage(INBOUND_STATUS_LABELS, language),
  inboundType: toLanguage(INBOUND_TYPE_LABELS, language),
  headLeg: toLanguage(HEAD_LEG_LABELS, language),
  headLegField: headLegFieldsIn(language),
  containerType: toLanguage(CONTAINER_TYPE_LABELS, language),
  milestone: toLanguage(MILESTONE_LABELS, language),
  differenceStatus: toLanguage(DIFFERENCE_STATUS_LABELS, language),
  attachmentKind: toLanguage(INBOUND_ATTACHMENT_LABELS, language),
  feeType: toLanguage(FEE_TYPE_LABELS, language),
  feeStatus: toLanguage(FEE_STATUS_LABELS, language),
});
