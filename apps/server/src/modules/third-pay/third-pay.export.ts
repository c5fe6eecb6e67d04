import {
  THIRD_PAY_CODES,
  THIRD_PAY_EXPORT_KIND,
  THIRD_PAY_FIELDS,
  THIRD_PAY_PLATFORM_NAMES,
  THIRD_PAY_STATUS_LABELS,
  maskAccountNumber,
  thirdPayPageRequest,
} from '@oms/contracts';
import { dateTimeColumn, listExport } from '../exports/define-export';
import { thirdPayRepository as repo } from './third-pay.repository';

const list = listExport(thirdPayPageRequest)((ctx, selection) => repo.listQuery(ctx.companyId, selection));

/** The payer accounts as xlsx (OMS_BASICTHIRDPAY:export); numbers masked as on the page. */
export const thirdPayExport = list.defineExport({
  kind: THIRD_PAY_EXPORT_KIND,
  module: 'third-pay',
  name: { zh: '第三方支付账户', en: 'Third-party payer accounts' },
  permission: THIRD_PAY_CODES.export,
  columns: [
    {
      key: 'platform',
      header: THIRD_PAY_FIELDS.platform,
      width: 20,
      value: (r, language) =>
        r.platform === 'OTHER' && r.platformName
          ? `${THIRD_PAY_PLATFORM_NAMES.OTHER[language]}: ${r.platformName}`
          : THIRD_PAY_PLATFORM_NAMES[r.platform][language],
    },
    {
      key: 'accountName',
      header: THIRD_PAY_FIELDS.accountName,
      width: 24,
      value: (r) => r.accountName,
    },
    {
      key: 'accountNumberMasked',
      header: THIRD_PAY_FIELDS.accountNumber,
      width: 20,
      value: (r) => maskAccountNumber(r.accountNumber),
    },
    {
      key: 'status',
      header: THIRD_PAY_FIELDS.status,
      width: 10,
      value: (r, language) => THIRD_PAY_STATUS_LABELS[r.status][language],
    },
    { key: 'remark', header: THIRD_PAY_FIELDS.remark, width: 30, value: (r) => r.remark },
    dateTimeColumn('createdAt', THIRD_PAY_FIELDS.createdAt, (r) => r.createdAt),
    dateTimeColumn('updatedAt', THIRD_PAY_FIELDS.updatedAt, (r) => r.updatedAt),
  ],
});
