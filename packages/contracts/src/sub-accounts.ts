import { z } from 'zod';
import { LIMITS } from './limits';
import {
  createdRange,
  filterEnum,
  filterId,
  filterText,
  idSchema,
  listRequest,
  withOperations,
  type ListFilters,
} from './list';
import { pageResult } from './api';
import { definePage } from './page';
import {
  accountNameSchema,
  emailSchema,
  optionalInput,
  passwordSchema,
  phoneSchema,
  requiredText,
} from './validation';
import { confirmPasswordSchema } from './account-security';

// Account management (/clientCenter/accountManage): the company's main account and sub-accounts.
// Calls are POST /api/sub-accounts/<action>; reading needs OMS_CLIENTACCOUNT:view, creating :create,
// every change :edit, exporting :export.

export const SUB_ACCOUNT_CODE = 'OMS_CLIENTACCOUNT';
export const SUB_ACCOUNT_PAGE = definePage(SUB_ACCOUNT_CODE, ['view', 'create', 'edit', 'export']);
export const SUB_ACCOUNT_CODES = SUB_ACCOUNT_PAGE.codes;

/** The page key of the list's column configuration. */
export const SUB_ACCOUNT_PAGE_KEY = 'sub-accounts';
/** The kind of its export (POST /api/exports/create). */
export const SUB_ACCOUNT_EXPORT_KIND = 'sub-accounts';

export const ACCOUNT_STATUSES = ['ENABLED', 'DISABLED'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const USER_NAME_MAX = 50;

export const SUB_ACCOUNT_SORT_KEYS = [
  'accountName',
  'userName',
  'status',
  'roleName',
  'createdAt',
  'updatedAt',
] as const;
export type SubAccountSortKey = (typeof SUB_ACCOUNT_SORT_KEYS)[number];

/** The list request, also the schema of the page's URL (filters, paging and sort). */
export const subAccountPageRequest = listRequest(SUB_ACCOUNT_SORT_KEYS).extend({
  accountName: filterText(LIMITS.accountNameMax),
  userName: filterText(USER_NAME_MAX),
  phone: filterText(20),
  email: filterText(254),
  status: filterEnum(ACCOUNT_STATUSES),
  roleId: filterId,
  ...createdRange,
});
export type SubAccountPageRequest = z.infer<typeof subAccountPageRequest>;
/** The filters alone (what an export of "all matching" sends). */
export type SubAccountFilters = ListFilters<SubAccountPageRequest>;

export const subAccount = z.object({
  id: z.string(),
  accountName: z.string(),
  userName: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  status: z.enum(ACCOUNT_STATUSES),
  /** The company's main account: listed, never disabled or edited from this page. */
  isMain: z.boolean(),
  roleId: z.string().nullable(),
  roleName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SubAccount = z.infer<typeof subAccount>;

export const subAccountPage = pageResult(subAccount);

export const subAccountDetail = withOperations(subAccount);
export type SubAccountDetail = z.infer<typeof subAccountDetail>;

export const userNameSchema = requiredText('validation.userNameRequired', USER_NAME_MAX);
/** Optional contact fields: blank means none. */
export const optionalPhoneSchema = optionalInput(phoneSchema);
export const optionalEmailSchema = optionalInput(emailSchema);
export const roleIdSchema = z
  .string({ error: 'subAccounts.roleRequired' })
  .min(1, { error: 'subAccounts.roleRequired' })
  .pipe(idSchema);

const editableFields = {
  userName: userNameSchema,
  phone: optionalPhoneSchema,
  email: optionalEmailSchema,
  roleId: roleIdSchema,
};

const passwordsMatch = (v: { password: string; confirmPassword: string }) =>
  !v.confirmPassword || v.password === v.confirmPassword;
const mismatch = { path: ['confirmPassword'], error: 'validation.passwordMismatch' };

export const createSubAccountRequest = z
  .object({
    accountName: accountNameSchema,
    password: passwordSchema,
    confirmPassword: confirmPasswordSchema,
    ...editableFields,
    status: z.enum(ACCOUNT_STATUSES).default('ENABLED'),
  })
  .refine(passwordsMatch, mismatch);
export type CreateSubAccountRequest = z.infer<typeof createSubAccountRequest>;

export const updateSubAccountRequest = z.object({ id: idSchema, ...editableFields });
export type UpdateSubAccountRequest = z.infer<typeof updateSubAccountRequest>;

export const resetSubAccountPasswordRequest = z
  .object({ id: idSchema, password: passwordSchema, confirmPassword: confirmPasswordSchema })
  .refine(passwordsMatch, mismatch);
export type ResetSubAccountPasswordRequest = z.infer<typeof resetSubAccountPasswordRequest>;

/** A role to pick for a sub-account (the roles page itself manages them). */
export const roleOption = z.object({ id: z.string(), name: z.string() });
export type RoleOption = z.infer<typeof roleOption>;
