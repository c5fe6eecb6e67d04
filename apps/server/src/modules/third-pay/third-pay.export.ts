import {
  THIRD_PAY_CODES,
  THIRD_PAY_EXPORT_KIND,
  THIRD_PAY_PLATFORM_NAMES,
  maskAccountNumber,
  thirdPayPageRequest,
  type ThirdPayPageRequest,
  type ThirdPayStatus,
} from '@oms/contracts';
import {
  defineExport,
  dateTimeColumn,
  fromListQuery,
  type ExportContext,
  type ExportSelection,
} from '../exports/define-export';
import { thirdPayRepository as repo } from './third-pay.repository';
import type { ThirdPayRow } from './third-pay.table';

const exportFilters = thirdPayPageRequest.omit({ current: true, size: true, cursor: true });
type Filters = Omit<ThirdPayPageRequest, 'current' | 'size' | 'cursor'>;

const STATUS: Record<ThirdPayStatus, { zh: string; en: string }> = {
  ENABLED: { zh: '启用', en: 'Enabled' },
  DISABLED: { zh: '停用', en: 'Disabled' },
};

const queryOf = (ctx: ExportContext, { ids, filters }: ExportSelection<Filters>) => {
  const { sort: _sort, ...where } = filters;
  return repo.listQuery(ctx.companyId, ids ? { ids } : where);
};

/** The payer accounts as xlsx (OMS_BASICTHIRDPAY:export); numbers masked as on the page. */
export const thirdPayExport = defineExport<ThirdPayRow, Filters>({
  kind: THIRD_PAY_EXPORT_KIND,
  module: 'third-pay',
  name: { zh: '第三方支付账户', en: 'Third-party payer accounts' },
  permission: THIRD_PAY_CODES.export,
  filters: exportFilters,
  columns: [
    {
      key: 'platform',
      header: { zh: '支付平台', en: 'Platform' },
      width: 20,
      value: (r, language) =>
        r.platform === 'OTHER' && r.platformName
          ? `${THIRD_PAY_PLATFORM_NAMES.OTHER[language]}: ${r.platformName}`
          : THIRD_PAY_PLATFORM_NAMES[r.platform][language],
    },
    {
      key: 'accountName',
      header: { zh: '账户名称', en: 'Account name' },
      width: 24,
      value: (r) => r.accountName,
    },
    {
      key: 'accountNumberMasked',
      header: { zh: '账号', en: 'Account number' },
      width: 20,
      value: (r) => maskAccountNumber(r.accountNumber),
    },
    {
      key: 'status',
      header: { zh: '状态', en: 'Status' },
      width: 10,
      value: (r, language) => STATUS[r.status][language],
    },
    { key: 'remark', header: { zh: '备注', en: 'Remark' }, width: 30, value: (r) => r.remark },
    dateTimeColumn('createdAt', { zh: '创建时间', en: 'Created' }, (r) => r.createdAt),
    dateTimeColumn('updatedAt', { zh: '更新时间', en: 'Updated' }, (r) => r.updatedAt),
  ],
  ...fromListQuery(queryOf),
});
