import { choiceField, dateTimeField, defineCatalogue, textField } from './field-catalogue';
import type { Language } from './limits';
import { THIRD_PAY_PLATFORM_NAMES, type ThirdPayAccount } from './third-pay';
import { THIRD_PAY_FIELDS, THIRD_PAY_STATUS_LABELS } from './third-pay-fields';

/** A payer account's platform: its name in the language, "Other: <name>" where the customer named one. */
export const thirdPayPlatformText = (
  row: Pick<ThirdPayAccount, 'platform' | 'platformName'>,
  language: Language,
) => {
  const name = THIRD_PAY_PLATFORM_NAMES[row.platform][language];
  return row.platform === 'OTHER' && row.platformName ? `${name}: ${row.platformName}` : name;
};

/**
 * How each field of a payer account reads: the list's columns, its detail drawer and the export. The
 * number is only ever the masked one, keyed `accountNumberMasked` as the list's column is, under the
 * number's label.
 */
export const THIRD_PAY_CATALOGUE = defineCatalogue<ThirdPayAccount>()(
  { ...THIRD_PAY_FIELDS, accountNumberMasked: THIRD_PAY_FIELDS.accountNumber },
  {
    platform: textField(thirdPayPlatformText, 20),
    accountName: textField((r) => r.accountName, 24),
    accountNumberMasked: textField((r) => r.accountNumberMasked, 20),
    status: choiceField(THIRD_PAY_STATUS_LABELS, (r) => r.status, 10),
    remark: textField((r) => r.remark, 30),
    createdAt: dateTimeField((r) => r.createdAt),
    updatedAt: dateTimeField((r) => r.updatedAt),
  },
);
