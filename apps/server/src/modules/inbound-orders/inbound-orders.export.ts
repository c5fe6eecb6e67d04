import {
  CONTAINER_TYPE_LABELS,
  HEAD_LEG_LABELS,
  INBOUND_CODES,
  INBOUND_EXPORT_KIND,
  INBOUND_FIELDS,
  INBOUND_STATUS_LABELS,
  INBOUND_TYPE_LABELS,
  inboundPageRequest,
} from '@oms/contracts';
import { dateTimeColumn, listExport } from '../exports/define-export';
import { inboundOrdersRepository as repo } from './inbound-orders.repository';

const list = listExport(inboundPageRequest)((ctx, selection) => repo.listQuery(ctx.companyId, selection));

/** The inbound orders as xlsx (OMS_ORDERWAREHOUS:export): the selection, or all matching the filters. */
export const inboundOrdersExport = list.defineExport({
  kind: INBOUND_EXPORT_KIND,
  module: 'inbound-orders',
  name: { zh: '入库单', en: 'Inbound orders' },
  permission: INBOUND_CODES.export,
  columns: [
    { key: 'orderNo', header: INBOUND_FIELDS.orderNo, width: 22, value: (r) => r.orderNo },
    {
      key: 'inboundType',
      header: INBOUND_FIELDS.inboundType,
      width: 12,
      value: (r, language) => INBOUND_TYPE_LABELS[r.inboundType][language],
    },
    {
      key: 'headLeg',
      header: INBOUND_FIELDS.headLeg,
      width: 16,
      value: (r, language) => HEAD_LEG_LABELS[r.headLeg][language],
    },
    {
      key: 'warehouse',
      header: INBOUND_FIELDS.warehouse,
      width: 14,
      value: (r) => r.warehouseCode,
    },
    {
      key: 'status',
      header: INBOUND_FIELDS.status,
      width: 14,
      value: (r, language) => INBOUND_STATUS_LABELS[r.status][language],
    },
    {
      key: 'expectedArrival',
      header: INBOUND_FIELDS.expectedArrival,
      width: 14,
      value: (r) => r.expectedArrival,
    },
    { key: 'containerNo', header: INBOUND_FIELDS.containerNo, width: 16, value: (r) => r.containerNo },
    {
      key: 'containerType',
      header: INBOUND_FIELDS.containerType,
      width: 12,
      value: (r, language) => (r.containerType ? CONTAINER_TYPE_LABELS[r.containerType][language] : null),
    },
    { key: 'sealNo', header: INBOUND_FIELDS.sealNo, width: 14, value: (r) => r.sealNo },
    {
      key: 'shippingCompany',
      header: INBOUND_FIELDS.shippingCompany,
      width: 16,
      value: (r) => r.shippingCompany,
    },
    { key: 'billOfLading', header: INBOUND_FIELDS.billOfLading, width: 16, value: (r) => r.billOfLading },
    { key: 'deliveryNo', header: INBOUND_FIELDS.deliveryNo, width: 16, value: (r) => r.deliveryNo },
    { key: 'skuCount', header: INBOUND_FIELDS.skuCount, width: 8, value: (r) => Number(r.skuCount) },
    { key: 'totalBoxes', header: INBOUND_FIELDS.totalBoxes, width: 10, value: (r) => r.totalBoxes },
    { key: 'totalQuantity', header: INBOUND_FIELDS.totalQuantity, width: 10, value: (r) => r.totalQuantity },
    { key: 'receivedBoxes', header: INBOUND_FIELDS.receivedBoxes, width: 10, value: (r) => r.receivedBoxes },
    {
      key: 'receivedQuantity',
      header: INBOUND_FIELDS.receivedQuantity,
      width: 10,
      value: (r) => r.receivedQuantity,
    },
    { key: 'remark', header: INBOUND_FIELDS.remark, width: 24, value: (r) => r.remark },
    { key: 'createdBy', header: INBOUND_FIELDS.createdBy, width: 16, value: (r) => r.createdBy },
    dateTimeColumn('createdAt', INBOUND_FIELDS.createdAt, (r) => r.createdAt),
    dateTimeColumn('completedAt', INBOUND_FIELDS.completedAt, (r) => r.completedAt),
  ],
});
