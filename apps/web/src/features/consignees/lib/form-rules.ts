import type { FormRule } from 'antd';
import {
  CONSIGNEE_LIMITS,
  createConsigneeRequest,
  isCountryCode,
  postalCodeIssue,
  postalRuleOf,
  stateRequiredIn,
} from '@oms/contracts';
import i18n from '@/shared/i18n';
import { zodRules } from '@/shared/lib/zod-rule';

// The form's rules are the contracts' rules: the field schemas, and the country-dependent checks
// (postal code format, state required) through the same functions the server's schema runs.

export const fieldRules = zodRules(createConsigneeRequest);

const countryOf = (getFieldValue: (name: string) => unknown) => {
  const value = getFieldValue('country');
  return typeof value === 'string' && isCountryCode(value) ? value : undefined;
};

export const postalCodeRule: FormRule = ({ getFieldValue }) => {
  const country = countryOf(getFieldValue);
  return {
    required: Boolean(country && postalRuleOf(country)),
    validator: async (_rule, value: unknown) => {
      if (!country) return;
      const issue = postalCodeIssue(country, typeof value === 'string' ? value : '');
      if (issue) throw new Error(i18n.t(`messages:${issue}`, { max: CONSIGNEE_LIMITS.postalCode }));
    },
  };
};

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
