import type { FormRule } from 'antd';
import {
  isCountryCode,
  POSTAL_CODE_MAX,
  postalCodeIssue,
  postalRuleOf,
  stateIssue,
  stateRequiredIn,
  type MessageKey,
} from '@oms/contracts';
import i18n from '@/shared/i18n';

// An address form's country-dependent checks (postal-code format, state): the functions the
// server's schemas run, read against the form's `country` field (give the field `dependencies`).

export const countryOf = (getFieldValue: (name: string) => unknown) => {
  const value = getFieldValue('country');
  return typeof value === 'string' && isCountryCode(value) ? value : undefined;
};

/**
 * The postal code in the chosen country's format. Required where the country has a format, or
 * always when `requiredKey` (the message of an empty code) is given.
 */
export const postalCodeRule =
  (requiredKey?: MessageKey): FormRule =>
  ({ getFieldValue }) => {
    const country = countryOf(getFieldValue);
    return {
      required: Boolean(requiredKey || (country && postalRuleOf(country))),
      validator: async (_rule, value: unknown) => {
        const text = typeof value === 'string' ? value : '';
        if (requiredKey && !text.trim()) throw new Error(i18n.t(`messages:${requiredKey}`));
        const issue = country && postalCodeIssue(country, text);
        if (issue) throw new Error(i18n.t(`messages:${issue}`, { max: POSTAL_CODE_MAX }));
      },
    };
  };

/** The state or province: required in the countries that need one, one of the list where there is one. */
export const stateRule: FormRule = ({ getFieldValue }) => {
  const country = countryOf(getFieldValue);
  return {
    required: Boolean(country && stateRequiredIn(country)),
    validator: async (_rule, value: unknown) => {
      const issue = country && stateIssue(country, typeof value === 'string' ? value : '');
      if (issue) throw new Error(i18n.t(`messages:${issue}`));
    },
  };
};
