import { INBOUND_CATALOGUE, INBOUND_CODES, INBOUND_EXPORT_KIND } from '@oms/contracts';
import { inboundOrdersList } from './inbound-orders.list';

/** The inbound orders as xlsx (OMS_ORDERWAREHOUS:export): the selection, or all matching the filters. */
export const inboundOrdersExport = inboundOrdersList.export({
  kind: INBOUND_EXPORT_KIND,
  module: 'inbound-orders',
  name: { zh: '入库单', en: 'Inbound orders' },
  permission: INBOUND_CODES.export,
  catalogue: INBOUND_CATALOGUE,
  keys: [
    'orderNo',
    'inboundType',
    'headLeg',
    'warehouse',
    'status',
    'expectedArrival',
    'containerNo',
    'containerType',
    'sealNo',
    'shippingCompany',
    'billOfLading',
    'deliveryNo',
    'skuCount',
    'totalBoxes',
    'totalQuantity',
    'receivedBoxes',
    'receivedQuantity',
    'remark',
    'createdBy',
    'createdAt',
    'completedAt',
  ],
});
