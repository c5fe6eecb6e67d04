import {
  OVER_RECEIPT_CATALOGUE,
  OVER_RECEIPTS_CODES,
  OVER_RECEIPTS_EXPORT_KIND,
  overReceiptPageRequest,
} from '@oms/contracts';
import { listExport } from '../exports/define-export';
import { toOverReceipt } from './over-receipts.mapping';
import { overReceiptsRepository as repo } from './over-receipts.repository';

const list = listExport(overReceiptPageRequest)((ctx, selection) => repo.listQuery(ctx.companyId, selection));

/** The over-receipts as xlsx (OMS_ORDEROVERCHARGE:export). */
export const overReceiptsExport = list.catalogueExport({
  kind: OVER_RECEIPTS_EXPORT_KIND,
  module: 'over-receipts',
  name: { zh: '入库超收', en: 'Inbound over-receipts' },
  permission: OVER_RECEIPTS_CODES.export,
  catalogue: OVER_RECEIPT_CATALOGUE,
  // The product is named in the file's language, as the list names it in the user's.
  toRow: (record, language) => toOverReceipt(record, language),
  keys: [
    'overReceiptNo',
    'warehouse',
    'inboundOrderNo',
    'sku',
    'productName',
    'forecast',
    'received',
    'excess',
    'status',
    'decision',
    'rejectReason',
    'decidedBy',
    'createdAt',
    'decidedAt',
  ],
});
