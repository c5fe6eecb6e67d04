import {
  CURRENCY_SHORT,
  DISPUTE_STATE_LABELS,
  FEE_COUNT_CODES,
  FEE_COUNT_EXPORT_KIND,
  FEE_FIELDS,
  FEE_INQUIRY_CODES,
  FEE_STATUS_LABELS,
  FEE_TYPE_LABELS,
  FEES_EXPORT_KIND,
  FINANCE_DOCUMENT_LABELS,
  feeCountRequest,
  feeNameOf,
  feePageRequest,
  fromMinor,
  type FeeCountRequest,
  type FeeCountResult,
} from '@oms/contracts';
import { dateTimeColumn, defineExport, listExport } from '../exports/define-export';
import { feesRepository as repo, type FeeListRow } from './fees.repository';
import { createFeeCount } from './fee-count';

const money = (key: keyof typeof FEE_FIELDS, pick: (r: FeeListRow) => number) => ({
  key,
  header: FEE_FIELDS[key],
  width: 14,
  value: (r: FeeListRow) => fromMinor(pick(r)),
});

const list = listExport(feePageRequest)((ctx, selection) => repo.listQuery(ctx.companyId, selection));

/** The fee lines as xlsx (OMS_FINANCEFEEINQUIRY:export), exactly as the list filters them. */
export const feesExport = list.defineExport({
  kind: FEES_EXPORT_KIND,
  module: 'fees',
  name: { zh: '费用明细', en: 'Fee lines' },
  permission: FEE_INQUIRY_CODES.export,
  columns: [
    dateTimeColumn('createdAt', FEE_FIELDS.createdAt, (r) => r.createdAt),
    {
      key: 'feeType',
      header: FEE_FIELDS.feeType,
      width: 18,
      value: (r, l) => FEE_TYPE_LABELS[r.feeType][l],
    },
    {
      key: 'name',
      header: FEE_FIELDS.name,
      width: 22,
      value: (r, l) => feeNameOf(r, (type) => FEE_TYPE_LABELS[type][l], l),
    },
    { key: 'currency', header: FEE_FIELDS.currency, width: 8, value: (r) => CURRENCY_SHORT[r.currency] },
    money('unitPrice', (r) => r.unitPrice),
    { key: 'quantity', header: FEE_FIELDS.quantity, width: 10, value: (r) => r.quantity },
    money('amount', (r) => r.amount),
    money('deducted', (r) => r.deducted),
    money('refunded', (r) => r.refunded),
    money('net', (r) => r.deducted - r.refunded),
    { key: 'status', header: FEE_FIELDS.status, width: 10, value: (r, l) => FEE_STATUS_LABELS[r.status][l] },
    {
      key: 'documentType',
      header: FEE_FIELDS.documentType,
      width: 14,
      value: (r, l) => FINANCE_DOCUMENT_LABELS[r.documentType][l],
    },
    { key: 'documentNo', header: FEE_FIELDS.documentNo, width: 22, value: (r) => r.documentNo },
    {
      key: 'warehouse',
      header: FEE_FIELDS.warehouse,
      width: 20,
      value: (r, l) => (l === 'zh' ? r.warehouseNameZh : r.warehouseNameEn),
    },
    {
      key: 'disputeState',
      header: FEE_FIELDS.disputeState,
      width: 12,
      value: (r, l) => (r.disputeState ? DISPUTE_STATE_LABELS[r.disputeState][l] : null),
    },
    { key: 'remark', header: FEE_FIELDS.remark, width: 30, value: (r) => r.remark },
  ],
});

type CountLine = FeeCountResult['rows'][number] & { currency: FeeCountResult['currency'] };

/** The fee statistics' table as xlsx (OMS_FINANCEFEECOUNT:export): one row per period and fee type. */
export const feeCountExport = defineExport<CountLine, FeeCountRequest>({
  kind: FEE_COUNT_EXPORT_KIND,
  module: 'fees',
  name: { zh: '费用统计', en: 'Fee statistics' },
  permission: FEE_COUNT_CODES.export,
  filters: feeCountRequest,
  columns: [
    { key: 'bucket', header: FEE_FIELDS.bucket, width: 14, value: (r) => r.bucket },
    { key: 'feeType', header: FEE_FIELDS.feeType, width: 20, value: (r, l) => FEE_TYPE_LABELS[r.feeType][l] },
    { key: 'currency', header: FEE_FIELDS.currency, width: 8, value: (r) => CURRENCY_SHORT[r.currency] },
    { key: 'count', header: FEE_FIELDS.count, width: 8, value: (r) => r.count },
    { key: 'amount', header: FEE_FIELDS.net, width: 14, value: (r) => r.amount },
  ],
  count: async (ctx, { filters }) => (await createFeeCount(ctx.db)(ctx, filters)).rows.length,
  rows: async function* (ctx, { filters }) {
    const result = await createFeeCount(ctx.db)(ctx, filters);
    yield result.rows.map((r) => ({ ...r, currency: result.currency }));
  },
});
