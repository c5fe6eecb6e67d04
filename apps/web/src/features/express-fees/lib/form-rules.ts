import { trialRequest } from '@oms/contracts';
import { postalCodeRule as countryPostalCodeRule } from '@/shared/lib/country-rules';
import { zodRules } from '@/shared/lib/zod-rule';

// The trial form's rules are the contracts' rules: each field's schema, and the country-dependent
// checks (postal-code format, state required) through the functions the server's schema runs.

export const fieldRules = zodRules(trialRequest);

/** The trial always needs a postal code (it picks the zone), in the country's format where it has one. */
export const postalCodeRule = countryPostalCodeRule('expressFees.postalCodeRequired');

export { stateRule } from '@/shared/lib/country-rules';
