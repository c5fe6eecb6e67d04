import {
  SIGNING_CODES,
  SIGNING_EXPORT_KIND,
  SIGNING_MACHINE,
  SIGNING_STATUS_TEXT,
  signingPageRequest,
  type SigningPageRequest,
} from '@oms/contracts';
import {
  defineExport,
  dateTimeColumn,
  fromListQuery,
  type ExportContext,
  type ExportSelection,
} from '../exports/define-export';
import { signingRepository as repo, type SignedWarehouseRow } from './signing.repository';

const exportFilters = signingPageRequest.omit({ current: true, size: true, cursor: true });
type Filters = Omit<SigningPageRequest, 'current' | 'size' | 'cursor'>;

/** The tenant's warehouses the selection names (ids or the list's filters), with the company's state. */
const queryOf = (ctx: ExportContext, { ids, filters }: ExportSelection<Filters>) => {
  const { sort: _sort, ...where } = filters;
  return repo.listQuery(ctx, ids ? { ids } : where);
};

/** The signed warehouses list as xlsx (OMS_CLIENTSIGN:export), keyed like the page's columns. */
export const signingExport = defineExport<SignedWarehouseRow, Filters>({
  kind: SIGNING_EXPORT_KIND,
  module: 'signing',
  name: { zh: '签约仓库', en: 'Signed warehouses' },
  permission: SIGNING_CODES.export,
  filters: exportFilters,
  columns: [
    {
      key: 'warehouseCode',
      header: { zh: '仓库代码', en: 'Warehouse code' },
      width: 14,
      value: (r) => r.warehouseCode,
    },
    {
      key: 'warehouseName',
      header: { zh: '仓库名称', en: 'Warehouse' },
      width: 24,
      value: (r, language) => (language === 'en' ? r.nameEn : r.nameZh),
    },
    { key: 'country', header: { zh: '国家/地区', en: 'Country/region' }, width: 12, value: (r) => r.country },
    { key: 'address', header: { zh: '地址', en: 'Address' }, width: 40, value: (r) => r.address },
    {
      key: 'status',
      header: { zh: '签约状态', en: 'Signing state' },
      width: 12,
      value: (r, language) => SIGNING_STATUS_TEXT[r.signingStatus ?? SIGNING_MACHINE.initial][language],
    },
    {
      key: 'rejectReason',
      header: { zh: '驳回原因', en: 'Reject reason' },
      width: 30,
      value: (r) => r.rejectReason,
    },
    dateTimeColumn('appliedAt', { zh: '申请时间', en: 'Applied' }, (r) => r.appliedAt),
    dateTimeColumn('decidedAt', { zh: '审核时间', en: 'Reviewed' }, (r) => r.decidedAt),
  ],
  ...fromListQuery(queryOf),
});
