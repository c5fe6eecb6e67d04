import { choiceField, dateTimeField, defineCatalogue, textField } from './field-catalogue';
import type { SubAccount } from './sub-accounts';
import { ACCOUNT_STATUS_LABELS, SUB_ACCOUNT_FIELDS } from './sub-accounts-fields';

/** The main account's role: it holds every permission of the company, under no role of its own. */
export const MAIN_ACCOUNT_ROLE = { zh: '全部权限', en: 'All permissions' };

/**
 * How each field of an account reads: the list's columns, its detail drawer and the export. The role
 * keeps the list's key, `roleName` (its sort key, which users' saved columns name), under the role's
 * label; the main account's reads "All permissions".
 */
export const SUB_ACCOUNT_CATALOGUE = defineCatalogue<SubAccount>()(
  { ...SUB_ACCOUNT_FIELDS, roleName: SUB_ACCOUNT_FIELDS.role },
  {
    accountName: textField((r) => r.accountName, 22),
    userName: textField((r) => r.userName, 18),
    phone: textField((r) => r.phone, 16),
    email: textField((r) => r.email, 28),
    roleName: textField((r, language) => (r.isMain ? MAIN_ACCOUNT_ROLE[language] : r.roleName), 18),
    status: choiceField(ACCOUNT_STATUS_LABELS, (r) => r.status, 10),
    createdAt: dateTimeField((r) => r.createdAt),
    updatedAt: dateTimeField((r) => r.updatedAt),
  },
);
