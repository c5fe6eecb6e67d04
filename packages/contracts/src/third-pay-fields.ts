import { commonFields, defineFields, ENABLED_STATUS_LABELS } from './fields';
import type { ThirdPayStatus } from './third-pay';

/** The payer accounts' labels: columns, form and export. */
export const THIRD_PAY_FIELDS = defineFields({
  platform: { zh: '支付平台', en: 'Platform' },
  platformName: { zh: '平台名称', en: 'Platform name' },
  accountName: { zh: '账户名称', en: 'Account name' },
  accountNumber: { zh: '账号', en: 'Account number' },
  ...commonFields('status', 'remark', 'createdAt', 'updatedAt', 'deleteReason'),
});

export const THIRD_PAY_STATUS_LABELS = defineFields<ThirdPayStatus>(ENABLED_STATUS_LABELS);
