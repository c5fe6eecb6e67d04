import { SHIPMENT_FIELDS, TRACKING_STATUS_LABELS, toLanguage, type Language } from '@oms/contracts';

/** The labels this namespace takes from the contracts: the parcels' fields and tracking statuses. */
export const blocks = (language: Language) => ({
  fields: toLanguage(SHIPMENT_FIELDS, language),
  status: toLanguage(TRACKING_STATUS_LABELS, language),
});
