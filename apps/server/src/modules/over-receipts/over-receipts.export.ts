import { OVER_RECEIPT_CATALOGUE, OVER_RECEIPTS_CODES, OVER_RECEIPTS_EXPORT_KIND } from '@oms/contracts';
import { overReceiptsList } from './over-receipts.list';

/** The over-receipts as xlsx (OMS_ORDEROVERCHARGE:export). */
export const overReceiptsExport = overReceiptsList.export({
  kind: OVER_RECEIPTS_EXPORT_KIND,
  module: 'over-receipts',
  name: { zh: '入库超收', en: 'Inbound over-receipts' },
  permission: OVER_RECEIPTS_CODES.export,
  catalogue: OVER_RECEIPT_CATALOGUE,
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
