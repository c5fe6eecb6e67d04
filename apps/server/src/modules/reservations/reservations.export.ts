import {
  CONTAINER_TYPE_LABELS,
  RESERVATION_FIELDS,
  RESERVATION_STATUS_LABELS,
  RESERVATIONS_CODES,
  RESERVATIONS_EXPORT_KIND,
  UNLOADING_METHOD_LABELS,
  reservationPageRequest,
} from '@oms/contracts';
import { dateTimeColumn, listExport } from '../exports/define-export';
import { reservationsRepository as repo } from './reservations.repository';

const list = listExport(reservationPageRequest)((ctx, selection) => repo.listQuery(ctx.companyId, selection));

/** The reservations as xlsx (OMS_ORDERRESERVE:export). */
export const reservationsExport = list.defineExport({
  kind: RESERVATIONS_EXPORT_KIND,
  module: 'reservations',
  name: { zh: '入库预约', en: 'Inbound reservations' },
  permission: RESERVATIONS_CODES.export,
  columns: [
    {
      key: 'reservationNo',
      header: RESERVATION_FIELDS.reservationNo,
      width: 22,
      value: (r) => r.reservationNo,
    },
    {
      key: 'status',
      header: RESERVATION_FIELDS.status,
      width: 14,
      value: (r, language) => RESERVATION_STATUS_LABELS[r.status][language],
    },
    { key: 'warehouse', header: RESERVATION_FIELDS.warehouse, width: 12, value: (r) => r.warehouseCode },
    { key: 'containerNo', header: RESERVATION_FIELDS.containerNo, width: 18, value: (r) => r.containerNo },
    {
      key: 'containerType',
      header: RESERVATION_FIELDS.containerType,
      width: 12,
      value: (r, language) => CONTAINER_TYPE_LABELS[r.containerType][language],
    },
    {
      key: 'slot',
      header: RESERVATION_FIELDS.slot,
      width: 24,
      value: (r) => (r.slotDate ? `${r.slotDate} ${r.slotStart}-${r.slotEnd}` : null),
    },
    {
      key: 'freeExpiryDate',
      header: RESERVATION_FIELDS.freeExpiryDate,
      width: 14,
      value: (r) => r.freeExpiryDate,
    },
    {
      key: 'unloadingMethod',
      header: RESERVATION_FIELDS.unloadingMethod,
      width: 12,
      value: (r, language) => UNLOADING_METHOD_LABELS[r.unloadingMethod][language],
    },
    { key: 'dockNo', header: RESERVATION_FIELDS.dockNo, width: 10, value: (r) => r.dockNo },
    { key: 'orderCount', header: RESERVATION_FIELDS.orderCount, width: 10, value: (r) => r.orderCount },
    { key: 'remark', header: RESERVATION_FIELDS.remark, width: 30, value: (r) => r.remark },
    { key: 'createdBy', header: RESERVATION_FIELDS.createdBy, width: 16, value: (r) => r.createdBy },
    dateTimeColumn('createdAt', RESERVATION_FIELDS.createdAt, (r) => r.createdAt),
  ],
});
