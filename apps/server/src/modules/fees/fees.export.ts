import {
  CURRENCY_SHORT,
  FEE_CATALOGUE,
  FEE_COUNT_CODES,
  FEE_COUNT_EXPORT_KIND,
  FEE_FIELDS,
  FEE_INQUIRY_CODES,
  FEE_TYPE_LABELS,
  FEES_EXPORT_KIND,
  feeCountRequest,
  feePageRequest,
  type FeeCountRequest,
  type FeeCountResult,
} from '@oms/contracts';
import { defineExport, listExport } from '../exports/define-export';
import type { OperationRecordsService } from '../operation-records/operation-records.service';
import { feesRepository as repo } from './fees.repository';
import { createFeeCount } from './fee-count';
import { toFeeRow } from './fees.mapping';

const list = listExport(feePageRequest)((ctx, selection) => repo.listQuery(ctx.companyId, selection));

/**
 * The fee lines as xlsx (OMS_FINANCEFEEINQUIRY:export), exactly as the list filters and shows them:
 * who charged a line is named as the list names it (a warehouse by its name, never its key).
 */
export const feesExport = (operationRecords: Pick<OperationRecordsService, 'actorNames'>) =>
  list.catalogueExport({
    kind: FEES_EXPORT_KIND,
    module: 'fees',
    name: { zh: '费用明细', en: 'Fee lines' },
    permission: FEE_INQUIRY_CODES.export,
    catalogue: FEE_CATALOGUE,
    toRows: async (ctx, records) => {
      const named = await operationRecords.actorNames(
        ctx.db,
        ctx,
        records.map((r) => r.createdBy),
      );
      return records.map((record) => toFeeRow(record, named));
    },
    keys: [
      'createdAt',
      'feeType',
      'name',
      'currency',
      'unitPrice',
      'quantity',
      'amount',
      'deducted',
      'refunded',
      'net',
      'status',
      'documentType',
      'documentNo',
      'warehouse',
      'disputeState',
      'remark',
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
