import { INBOUND_CATALOGUE, INBOUND_CODES, INBOUND_EXPORT_KIND, inboundPageRequest } from '@oms/contracts';
import { listExport } from '../exports/define-export';
import { inboundOrdersRepository as repo } from './inbound-orders.repository';
import { toInboundOrder } from './inbound-orders.view';

const list = listExport(inboundPageRequest)((ctx, selection) => repo.listQuery(ctx.companyId, selection));

/** The inbound orders as xlsx (OMS_ORDERWAREHOUS:export): the selection, or all matching the filters. */
export const inboundOrdersExport = list.catalogueExport({
  kind: INBOUND_EXPORT_KIND,
  module: 'inbound-orders',
  name: { zh: '入库单', en: 'Inbound orders' },
  permission: INBOUND_CODES.export,
  catalogue: INBOUND_CATALOGUE,
  toRow: toInboundOrder,
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
