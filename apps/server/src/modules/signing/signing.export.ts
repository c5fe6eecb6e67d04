import {
  SIGNING_CODES,
  SIGNING_EXPORT_KIND,
  SIGNING_FIELDS,
  SIGNING_MACHINE,
  SIGNING_STATUS_TEXT,
  signingPageRequest,
} from '@oms/contracts';
import { dateTimeColumn, listExport } from '../exports/define-export';
import { signingRepository as repo } from './signing.repository';

/** The tenant's warehouses the selection names (ids or the list's filters), with the company's state. */
const list = listExport(signingPageRequest)((ctx, selection) => repo.listQuery(ctx, selection));

/** The signed warehouses list as xlsx (OMS_CLIENTSIGN:export), keyed like the page's columns. */
export const signingExport = list.defineExport({
  kind: SIGNING_EXPORT_KIND,
  module: 'signing',
  name: { zh: '签约仓库', en: 'Signed warehouses' },
  permission: SIGNING_CODES.export,
  columns: [
    {
      key: 'warehouseCode',
      header: SIGNING_FIELDS.warehouseCode,
      width: 14,
      value: (r) => r.warehouseCode,
    },
    {
      key: 'warehouseName',
      header: SIGNING_FIELDS.warehouseName,
      width: 24,
      value: (r, language) => (language === 'en' ? r.nameEn : r.nameZh),
    },
    { key: 'country', header: SIGNING_FIELDS.country, width: 12, value: (r) => r.country },
    { key: 'address', header: SIGNING_FIELDS.address, width: 40, value: (r) => r.address },
    {
      key: 'status',
      header: SIGNING_FIELDS.status,
      width: 12,
      value: (r, language) => SIGNING_STATUS_TEXT[r.signingStatus ?? SIGNING_MACHINE.initial][language],
    },
    {
      key: 'rejectReason',
      header: SIGNING_FIELDS.rejectReason,
      width: 30,
      value: (r) => r.rejectReason,
    },
    dateTimeColumn('appliedAt', SIGNING_FIELDS.appliedAt, (r) => r.appliedAt),
    dateTimeColumn('decidedAt', SIGNING_FIELDS.decidedAt, (r) => r.decidedAt),
  ],
});
