import { z } from 'zod';
import { pageResult } from './api';
import {
  createdRange,
  deleteWithReasonRequest,
  filterEnum,
  filterText,
  idSchema,
  listRequest,
  withOperations,
  type ListFilters,
} from './list';
import { definePage } from './page';
import { optionalInput, optionalText, requiredString, requiredText } from './validation';

// Third-party payment (/basic/thirdPayManage, "3RD"): the customer's payer accounts on payment
// platforms; an offline recharge names the one it was paid from. Calls are POST /api/third-pay/<action>.
// The account number is written once and never read back whole: every answer and export masks it.

export const THIRD_PAY_CODE = 'OMS_BASICTHIRDPAY';
export const THIRD_PAY_PAGE = definePage(THIRD_PAY_CODE, ['view', 'create', 'edit', 'delete', 'export']);
export const THIRD_PAY_CODES = THIRD_PAY_PAGE.codes;

export const THIRD_PAY_PAGE_KEY = 'third-pay';
export const THIRD_PAY_EXPORT_KIND = 'third-pay';

export const THIRD_PAY_PLATFORMS = [
  'PAYPAL',
  'PAYONEER',
  'PINGPONG',
  'WORLDFIRST',
  'LIANLIAN',
  'OTHER',
] as const;
export type ThirdPayPlatform = (typeof THIRD_PAY_PLATFORMS)[number];
/** Platform names are brands: the same in both languages, except "other". */
export const THIRD_PAY_PLATFORM_NAMES: Record<ThirdPayPlatform, { zh: string; en: string }> = {
  PAYPAL: { zh: 'PayPal', en: 'PayPal' },
  PAYONEER: { zh: 'Payoneer（派安盈）', en: 'Payoneer' },
  PINGPONG: { zh: 'PingPong', en: 'PingPong' },
  WORLDFIRST: { zh: 'WorldFirst（万里汇）', en: 'WorldFirst' },
  LIANLIAN: { zh: '连连支付', en: 'LianLian Pay' },
  OTHER: { zh: '其他', en: 'Other' },
};

export const THIRD_PAY_STATUSES = ['ENABLED', 'DISABLED'] as const;
export type ThirdPayStatus = (typeof THIRD_PAY_STATUSES)[number];

export const THIRD_PAY_LIMITS = {
  platformName: 50,
  accountName: 100,
  accountNumberMin: 4,
  accountNumberMax: 64,
  remark: 200,
} as const;

export const THIRD_PAY_SORT_KEYS = ['platform', 'accountName', 'status', 'createdAt', 'updatedAt'] as const;
export type ThirdPaySortKey = (typeof THIRD_PAY_SORT_KEYS)[number];

/**
 * The shown form of an account number: the first and last few characters around a fixed `****`, so
 * neither the middle nor the length shows. Short numbers keep fewer ends.
 */
export const maskAccountNumber = (value: string) => {
  const n = value.length;
  const [head, tail] = n >= 12 ? [3, 4] : n >= 8 ? [2, 3] : n >= 5 ? [1, 2] : [1, 0];
  return `${value.slice(0, head)}****${tail ? value.slice(n - tail) : ''}`;
};

export const thirdPayPageRequest = listRequest(THIRD_PAY_SORT_KEYS).extend({
  platform: filterEnum(THIRD_PAY_PLATFORMS),
  accountName: filterText(THIRD_PAY_LIMITS.accountName),
  /** The whole number (exact match): which entry holds it, without listing numbers. */
  accountNumber: filterText(THIRD_PAY_LIMITS.accountNumberMax),
  status: filterEnum(THIRD_PAY_STATUSES),
  ...createdRange,
});
export type ThirdPayPageRequest = z.infer<typeof thirdPayPageRequest>;
export type ThirdPayFilters = ListFilters<ThirdPayPageRequest>;

export const thirdPayAccount = z.object({
  id: z.string(),
  platform: z.enum(THIRD_PAY_PLATFORMS),
  /** The platform's name when `platform` is OTHER. */
  platformName: z.string().nullable(),
  accountName: z.string(),
  /** Always masked (see `maskAccountNumber`). */
  accountNumberMasked: z.string(),
  status: z.enum(THIRD_PAY_STATUSES),
  remark: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ThirdPayAccount = z.infer<typeof thirdPayAccount>;
export const thirdPayPage = pageResult(thirdPayAccount);
export const thirdPayDetail = withOperations(thirdPayAccount);
export type ThirdPayDetail = z.infer<typeof thirdPayDetail>;

export const THIRD_PAY_NUMBER_PATTERN = new RegExp(
  `^[A-Za-z0-9@._+-]{${THIRD_PAY_LIMITS.accountNumberMin},${THIRD_PAY_LIMITS.accountNumberMax}}$`,
);
/** A PayPal account number is an e-mail address. */
export const PAYPAL_NUMBER_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const accountNumberSchema = requiredString('thirdPay.accountNumberRequired').regex(
  THIRD_PAY_NUMBER_PATTERN,
  { error: 'thirdPay.accountNumberFormat' },
);

const fields = {
  platform: z.enum(THIRD_PAY_PLATFORMS, { error: 'thirdPay.platformRequired' }),
  platformName: optionalText(THIRD_PAY_LIMITS.platformName),
  accountName: requiredText('thirdPay.accountNameRequired', THIRD_PAY_LIMITS.accountName),
  remark: optionalText(THIRD_PAY_LIMITS.remark),
};

type Checked = { platform: ThirdPayPlatform; platformName?: string; accountNumber?: string };

/** "Other" names its platform; a PayPal account is its e-mail address. */
export const checkPlatform = (v: Checked, ctx: z.RefinementCtx) => {
  if (v.platform === 'OTHER' && !v.platformName)
    ctx.addIssue({ code: 'custom', path: ['platformName'], message: 'thirdPay.platformNameRequired' });
  if (v.platform === 'PAYPAL' && v.accountNumber && !PAYPAL_NUMBER_PATTERN.test(v.accountNumber))
    ctx.addIssue({ code: 'custom', path: ['accountNumber'], message: 'thirdPay.paypalEmail' });
};

export const createThirdPayRequest = z
  .object({
    ...fields,
    accountNumber: accountNumberSchema,
    status: z.enum(THIRD_PAY_STATUSES).default('ENABLED'),
  })
  .superRefine(checkPlatform);
export type CreateThirdPayRequest = z.infer<typeof createThirdPayRequest>;

/** An update keeps the stored number unless a new one is typed (the old one is never sent back). */
export const updateThirdPayRequest = z
  .object({ id: idSchema, ...fields, accountNumber: optionalInput(accountNumberSchema) })
  .superRefine(checkPlatform);
export type UpdateThirdPayRequest = z.infer<typeof updateThirdPayRequest>;

export const deleteThirdPayRequest = deleteWithReasonRequest;
export type DeleteThirdPayRequest = z.infer<typeof deleteThirdPayRequest>;
