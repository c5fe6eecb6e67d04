import {
  AGE_CHECK_LABELS,
  CUSTOMS_TERMS_LABELS,
  FEE_STATUS_LABELS,
  FEE_TYPE_LABELS,
  HOLD_REASON_LABELS,
  INTERCEPTION_LABELS,
  OUTBOUND_ATTACHMENT_LABELS,
  OUTBOUND_ERROR_LABELS,
  OUTBOUND_FIELDS,
  OUTBOUND_PROGRESS_LABELS,
  OUTBOUND_STATUS_LABELS,
  OUTBOUND_TYPE_LABELS,
  PACKAGING_LABELS,
  SIGNATURE_LABELS,
  TRACKING_STATUS_LABELS,
  TRUCK_MODE_LABELS,
  CONSIGNEE_FIELDS,
  commonFields,
  toLanguage,
  type Language,
} from '@oms/contracts';

/**
 * The labels this namespace takes from the contracts' catalogues rather than from its JSON: the
 * server's export reads the same catalogues, so a label is written once.
 */
export const blocks = (language: Language) => ({
  fields: toLanguage({ ...OUTBOUND_FIELDS, ...commonFields('deleteReason') }, language),
  recipientFields: toLanguage(CONSIGNEE_FIELDS, language),
  status: toLanguage(OUTBOUND_STATUS_LABELS, language),
  type: toLanguage(OUTBOUND_TYPE_LABELS, language),
  holdReason: toLanguage(HOLD_REASON_LABELS, language),
  errorReason: toLanguage(OUTBOUND_ERROR_LABELS, language),
  progress: toLanguage(OUTBOUND_PROGRESS_LABELS, language),
  interception: toLanguage(INTERCEPTION_LABELS, language),
  packaging: toLanguage(PACKAGING_LABELS, language),
  signature: toLanguage(SIGNATURE_LABELS, language),
  ageCheck: toLanguage(AGE_CHECK_LABELS, language),
  truckMode: toLanguage(TRUCK_MODE_LABELS, language),
  customsTerms: toLanguage(CUSTOMS_TERMS_LABELS, language),
  tracking: toLanguage(TRACKING_STATUS_LABELS, language),
  feeType: toLanguage(FEE_TYPE_LABELS, language),
  feeStatus: toLanguage(FEE_STATUS_LABELS, language),
  attachmentKind: toLanguage(OUTBOUND_ATTACHMENT_LABELS, language),
});
