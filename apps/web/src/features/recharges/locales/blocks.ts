import {
  PAYMENT_PROVIDER_LABELS,
  RECHARGE_FIELDS,
  RECHARGE_STATUS_LABELS,
  RECHARGE_TYPE_LABELS,
  toLanguage,
  type Language,
} from '@oms/contracts';

/**
 * The labels this namespace takes from the contracts' catalogues rather than from its JSON: the
 * server's export and import headers read the same catalogues, so a label is written once.
 */
export const blocks = (language: Language) => ({
  fields: toLanguage(RECHARGE_FIELDS, language),
  status: toLanguage(RECHARGE_STATUS_LABELS, language),
  type: toLanguage(RECHARGE_TYPE_LABELS, language),
  provider: toLanguage(PAYMENT_PROVIDER_LABELS, language),
});
