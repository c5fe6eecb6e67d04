import { RETURN_CATALOGUE, RETURN_CODES, RETURN_EXPORT_KIND, RETURN_FILE_MODULE } from '@oms/contracts';
import { returnOrdersList } from './return-orders.list';

/** The returns as xlsx (OMS_ORDERRETURN:export). */
export const returnOrdersExport = returnOrdersList.export({
  kind: RETURN_EXPORT_KIND,
  module: RETURN_FILE_MODULE,
  name: { zh: '退货单', en: 'Returns' },
  permission: RETURN_CODES.export,
  catalogue: RETURN_CATALOGUE,
  keys: [
    'returnNo',
    'warehouse',
    'outboundNo',
    'trackingNo',
    'carrier',
    'buyerName',
    'skus',
    'lineCount',
    'totalQuantity',
    'sellableQuantity',
    'unsellableQuantity',
    'destroyedQuantity',
    'status',
    'remark',
    'createdBy',
    'createdAt',
    'submittedAt',
    'receivedAt',
    'completedAt',
  ],
});
