import {
  OVER_RECEIPT_DECISION_LABELS,
  OVER_RECEIPT_FIELDS,
  OVER_RECEIPT_STATUS_LABELS,
  OVER_RECEIPTS_CODES,
  OVER_RECEIPTS_EXPORT_KIND,
  overReceiptPageRequest,
} from '@oms/contracts';
import { dateTimeColumn, listExport } from '../exports/define-export';
import { overReceiptsRepository as repo } from './over-receipts.repository';

const list = listExport(overReceiptPageRequest)((ctx, selection) => repo.listQuery(ctx.companyId, selection));

/** The over-receipts as xlsx (OMS_ORDEROVERCHARGE:export). */
export const overReceiptsExport = list.defineExport({
  kind: OVER_RECEIPTS_EXPORT_KIND,
  module: 'over-receipts',
  name: { zh: '入库超收', en: 'Inbound over-receipts' },
  permission: OVER_RECEIPTS_CODES.export,
  columns: [
    {
      key: 'overReceiptNo',
      header: OVER_RECEIPT_FIELDS.overReceiptNo,
      width: 22,
      value: (r) => r.row.overReceiptNo,
    },
    {
      key: 'warehouse',
      header: OVER_RECEIPT_FIELDS.warehouse,
      width: 18,
      value: (r, language) => (language === 'zh' ? r.warehouseNameZh : r.warehouseNameEn),
    },
    {
      key: 'inboundOrderNo',
      header: OVER_RECEIPT_FIELDS.inboundOrderNo,
      width: 22,
      value: (r) => r.row.inboundOrderNo,
    },
    { key: 'sku', header: OVER_RECEIPT_FIELDS.sku, width: 18, value: (r) => r.sku },
    {
      key: 'productName',
      header: OVER_RECEIPT_FIELDS.productName,
      width: 24,
      value: (r, language) => (language === 'zh' ? r.nameCn : r.nameEn),
    },
    { key: 'forecast', header: OVER_RECEIPT_FIELDS.forecast, width: 10, value: (r) => r.row.forecast },
    { key: 'received', header: OVER_RECEIPT_FIELDS.received, width: 10, value: (r) => r.row.received },
    { key: 'excess', header: OVER_RECEIPT_FIELDS.excess, width: 10, value: (r) => r.row.excess },
    {
      key: 'status',
      header: OVER_RECEIPT_FIELDS.status,
      width: 12,
      value: (r, language) => OVER_RECEIPT_STATUS_LABELS[r.row.status][language],
    },
    {
      key: 'decision',
      header: OVER_RECEIPT_FIELDS.decision,
      width: 18,
      value: (r, language) =>
        r.row.decision ? OVER_RECEIPT_DECISION_LABELS[r.row.decision][language] : null,
    },
    { key: 'rejectReason', header: OVER_RECEIPT_FIELDS.reason, width: 30, value: (r) => r.row.rejectReason },
    { key: 'decidedBy', header: OVER_RECEIPT_FIELDS.decidedBy, width: 16, value: (r) => r.row.decidedBy },
    dateTimeColumn('createdAt', OVER_RECEIPT_FIELDS.createdAt, (r) => r.row.createdAt),
    dateTimeColumn('decidedAt', OVER_RECEIPT_FIELDS.decidedAt, (r) => r.row.decidedAt),
  ],
});
