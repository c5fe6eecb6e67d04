import {
  OUTBOUND_CATALOGUE,
  OUTBOUND_CODES,
  OUTBOUND_EXPORT_KIND,
  OUTBOUND_FILE_MODULE,
} from '@oms/contracts';
import { outboundOrdersList } from './outbound-orders.list';

/** The outbound orders as xlsx (OMS_ORDEROUTWAREHOUSE:export): the selection, or all matching the filters. */
export const outboundOrdersExport = outboundOrdersList.export({
  kind: OUTBOUND_EXPORT_KIND,
  module: OUTBOUND_FILE_MODULE,
  name: { zh: '出库单', en: 'Outbound orders' },
  permission: OUTBOUND_CODES.export,
  catalogue: OUTBOUND_CATALOGUE,
  keys: [
    'orderNo',
    'referenceNo',
    'type',
    'warehouse',
    'status',
    'holdReasons',
    'errorReason',
    'recipientName',
    'country',
    'serviceCode',
    'trackingNos',
    'skuCount',
    'totalQuantity',
    'estimate',
    'remark',
    'createdBy',
    'createdAt',
    'submittedAt',
    'shippedAt',
  ],
});
