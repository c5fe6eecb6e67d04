import { COUNTRY_CODES, countryText, postalRuleOf, type CountryCode } from '@oms/contracts';
import { choices } from '@/shared/lib/choices';
import { uiLanguage } from '@/shared/lib/stored-text';

/** The countries to choose from, each as lists and files show it ("United States (US)"). */
export const countryOptions = (language: string) =>
  choices(COUNTRY_CODES, (code) => countryText(code, uiLanguage(language)));

/** The postal-code example of a country, or null when it has no postal codes. */
export const postalExample = (code: CountryCode | undefined) =>
  code ? (postalRuleOf(code)?.example ?? null) : null;
