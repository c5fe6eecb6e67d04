import type { FormRule } from 'antd';
import {
  isCountryCode,
  POSTAL_CODE_MAX,
  postalCodeIssue,
  stateRequiredIn,
  trialRequest,
} from '@oms/contracts';
import i18n from '@/shared/i18n';
import { zodRules } from '@/shared/lib/zod-rule';

// The trial form's rules are the contracts' rules: each field's schema, and the country-dependent
// checks (postal-code format, state required) through the functions the server's schema runs.

export const fieldRules = zodRules(trialRequest);

const countryOf = (getFieldValue: (name: string) => unknown) => {
  const value = getFieldValue('country');
  return typeof value === 'string' && isCountryCode(value) ? value : undefined;
};

export const postalCodeRule: FormRule = ({ getFieldValue }) => ({
  required: true,
  validator: async (_rule, value: unknown) => {
    const country = countryOf(getFieldValue);
    const text = typeof value === 'string' ? value : '';
    if (!text.trim()) throw new Error(i18n.t('messages:expressFees.postalCodeRequired'));
    const issue = country && postalCodeIssue(country, text);
    if (issue) throw new Error(i18n.t(`messages:${issue}`, { max: POSTAL_CODE_MAX }));
  },
});

export const stateRule: FormRule = ({ getFieldValue }) => {
  const country = countryOf(getFieldValue);
  const required = Boolean(country && stateRequiredIn(country));
  return {
    required,
    validator: async (_rule, value: unknown) => {
      if (required && (typeof value !== 'string' || !value.trim()))
        throw new Error(i18n.t('messages:consignees.stateRequired'));
    },
  };
};
