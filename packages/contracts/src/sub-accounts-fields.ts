import { commonFields, defineFields, ENABLED_STATUS_LABELS } from './fields';
import type { AccountStatus } from './sub-accounts';

/** The account list's labels: columns, form and export. */
export const SUB_ACCOUNT_FIELDS = defineFields({
  accountName: { zh: '账号', en: 'Account' },
  userName: { zh: '姓名', en: 'Name' },
  phone: { zh: '手机号', en: 'Phone' },
  email: { zh: '邮箱', en: 'E-mail' },
  role: { zh: '角色', en: 'Role' },
  ...commonFields('status', 'createdAt', 'updatedAt'),
  password: { zh: '密码', en: 'Password' },
  confirmPassword: { zh: '确认密码', en: 'Confirm password' },
});

export const ACCOUNT_STATUS_LABELS = defineFields<AccountStatus>(ENABLED_STATUS_LABELS);
