import { COUNTRIES, COUNTRY_CODES, postalRuleOf, type CountryCode } from '@oms/contracts';
import { choices } from '@/shared/lib/choices';

/** "United States (US)": the name in the user's language with the code, as lists and files show it. */
export const countryLabel = (code: CountryCode, language: string) =>
  `${COUNTRIES[code][language === 'en' ? 'en' : 'zh']} (${code})`;

export const countryOptions = (language: string) =>
  choices(COUNTRY_CODES, (code) => countryLabel(code, language));

/** The postal-code example of a country, or null when it has no postal codes. */
export const postalExample = (code: CountryCode | undefined) =>
  code ? (postalRuleOf(code)?.example ?? null) : null;
