import { postcodeValidator } from 'postcode-validator';

// Destination countries of the address book (consignees, later outbound recipients): ISO 3166-1
// alpha-2 code, names, and whether the country has postal codes (with an example for the form). One
// table: the server validates with it, the form's country select shows the names and the example.
// The formats themselves are the `postcode-validator` package's (issue 24 §1: a kept library rather
// than patterns of our own).

type CountryDef = {
  zh: string;
  en: string;
  /** The country has postal codes (in its format, `postcode-validator`'s); absent: none. */
  postal?: { example: string };
  /** The state, province or region is part of the address (carriers refuse labels without it). */
  stateRequired?: boolean;
};

export const COUNTRIES = {
  US: {
    zh: '美国',
    en: 'United States',
    postal: { example: '90001' },
    stateRequired: true,
  },
  CA: {
    zh: '加拿大',
    en: 'Canada',
    postal: { example: 'K1A 0B1' },
    stateRequired: true,
  },
  MX: { zh: '墨西哥', en: 'Mexico', postal: { example: '06600' }, stateRequired: true },
  GB: {
    zh: '英国',
    en: 'United Kingdom',
    postal: { example: 'SW1A 1AA' },
  },
  DE: { zh: '德国', en: 'Germany', postal: { example: '10115' } },
  FR: { zh: '法国', en: 'France', postal: { example: '75001' } },
  IT: { zh: '意大利', en: 'Italy', postal: { example: '00118' } },
  ES: { zh: '西班牙', en: 'Spain', postal: { example: '28001' } },
  NL: { zh: '荷兰', en: 'Netherlands', postal: { example: '1011 AB' } },
  BE: { zh: '比利时', en: 'Belgium', postal: { example: '1000' } },
  AT: { zh: '奥地利', en: 'Austria', postal: { example: '1010' } },
  CH: { zh: '瑞士', en: 'Switzerland', postal: { example: '8001' } },
  PL: { zh: '波兰', en: 'Poland', postal: { example: '00-001' } },
  CZ: { zh: '捷克', en: 'Czechia', postal: { example: '110 00' } },
  SE: { zh: '瑞典', en: 'Sweden', postal: { example: '111 22' } },
  DK: { zh: '丹麦', en: 'Denmark', postal: { example: '1050' } },
  PT: { zh: '葡萄牙', en: 'Portugal', postal: { example: '1000-001' } },
  IE: {
    zh: '爱尔兰',
    en: 'Ireland',
    postal: { example: 'D02 X285' },
  },
  AU: { zh: '澳大利亚', en: 'Australia', postal: { example: '2000' }, stateRequired: true },
  NZ: { zh: '新西兰', en: 'New Zealand', postal: { example: '6011' } },
  JP: { zh: '日本', en: 'Japan', postal: { example: '100-0001' } },
  KR: { zh: '韩国', en: 'South Korea', postal: { example: '03187' } },
  SG: { zh: '新加坡', en: 'Singapore', postal: { example: '018956' } },
  CN: { zh: '中国', en: 'China', postal: { example: '100000' }, stateRequired: true },
  HK: { zh: '中国香港', en: 'Hong Kong, China' },
  BR: {
    zh: '巴西',
    en: 'Brazil',
    postal: { example: '01310-100' },
    stateRequired: true,
  },
  AE: { zh: '阿联酋', en: 'United Arab Emirates' },
} as const satisfies Record<string, CountryDef>;

export type CountryCode = keyof typeof COUNTRIES;

/**
 * "美国 (US)": a country's name in a language with its code, as lists, their search choices and files
 * show it (a file imports back from it).
 */
export const countryText = (code: CountryCode, language: 'zh' | 'en') =>
  `${COUNTRIES[code][language]} (${code})`;
export const COUNTRY_CODES = Object.keys(COUNTRIES) as [CountryCode, ...CountryCode[]];
export const isCountryCode = (code: string): code is CountryCode => Object.hasOwn(COUNTRIES, code);

/** The countries whose postal codes have a checked format. */
type PostalCountry = {
  [K in CountryCode]: (typeof COUNTRIES)[K] extends { postal: object } ? K : never;
}[CountryCode];

const countryDef = (code: CountryCode): CountryDef => COUNTRIES[code];

/** The postal-code rule of a country, or undefined when it has none (the code is then optional). */
export const postalRuleOf = (code: CountryCode) => countryDef(code).postal;
export const stateRequiredIn = (code: CountryCode) => Boolean(countryDef(code).stateRequired);

/** Postal codes are compared and stored trimmed, upper-cased, with single spaces. */
export const normalizePostalCode = (value: string) => value.trim().toUpperCase().replace(/\s+/g, ' ');

/** Free-form postal codes of countries without a format: letters, digits, spaces and hyphens. */
export const POSTAL_CODE_FREE = /^[A-Z0-9 -]*$/;
export const POSTAL_CODE_MAX = 20;

/** The message key of a country's postal-code format error (one per country, with its example). */
export const postalFormatKey = <C extends PostalCountry>(code: C) => `consignees.postalCode.${code}` as const;

/**
 * What is wrong with a postal code for a country, as a message key, or null when it is right:
 * required and in the country's format where the country has one, free-form otherwise.
 */
export const postalCodeIssue = (country: CountryCode, raw: string | undefined | null) => {
  const value = normalizePostalCode(raw ?? '');
  const rule = postalRuleOf(country);
  if (value.length > POSTAL_CODE_MAX) return 'validation.tooLong' as const;
  if (rule) {
    if (!value) return 'consignees.postalCodeRequired' as const;
    return postcodeValidator(value, country) ? null : postalFormatKey(country as PostalCountry);
  }
  return POSTAL_CODE_FREE.test(value) ? null : ('consignees.postalCodeChars' as const);
};

/** One message per country with a postal format: "not a valid <country> postal code, e.g. <example>". */
export const POSTAL_MESSAGES = Object.fromEntries(
  COUNTRY_CODES.flatMap((code) => {
    const def = countryDef(code);
    if (!def.postal) return [];
    return [
      [
        `consignees.postalCode.${code}`,
        {
          zh: `${def.zh}邮编格式不正确，例如 ${def.postal.example}`,
          en: `Not a valid postal code for ${def.en}, e.g. ${def.postal.example}`,
        },
      ],
    ];
  }),
) as { [K in PostalCountry as `consignees.postalCode.${K}`]: { zh: string; en: string } };
