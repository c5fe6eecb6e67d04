import { TRACKING_STATUS_LABELS, toLanguage, type Language } from '@oms/contracts';

/** The labels this namespace takes from the contracts: the tracking statuses' names. */
export const blocks = (language: Language) => ({
  status: toLanguage(TRACKING_STATUS_LABELS, language),
});
