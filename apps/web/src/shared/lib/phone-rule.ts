import type { FormRule } from 'antd';
import { phoneIssue } from '@oms/contracts';
import i18n from '@/shared/i18n';
import { countryOf } from './country-rules';

// Apart from the other address rules: the phone's check carries the numbering plans of every country
// (libphonenumber's metadata, ~30 KiB), which only the forms with a phone should load.

/** The phone: a number of the chosen country, or one written with + and its calling code. */
export const phoneRule: FormRule = ({ getFieldValue }) => ({
  validator: async (_rule, value: unknown) => {
    const country = countryOf(getFieldValue);
    const issue = country && phoneIssue(country, value);
    if (issue) throw new Error(i18n.t(`messages:${issue}`));
  },
});
