import { consigneeObject } from '@oms/contracts';
import { postalCodeRule as countryPostalCodeRule } from '@/shared/lib/country-rules';
import { zodRules } from '@/shared/lib/zod-rule';

// The form's rules are the contracts' rules: the field schemas, and the country-dependent checks
// (postal code format, state, phone) through the same functions the server's schema runs.

export const fieldRules = zodRules(consigneeObject);

/** A consignee's postal code is required only where the country has a postal format. */
export const postalCodeRule = countryPostalCodeRule();

export { stateRule } from '@/shared/lib/country-rules';
export { phoneRule } from '@/shared/lib/phone-rule';
