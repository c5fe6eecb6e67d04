import {
  RESERVATION_CATALOGUE,
  RESERVATIONS_CODES,
  RESERVATIONS_EXPORT_KIND,
  reservationPageRequest,
} from '@oms/contracts';
import { listExport } from '../exports/define-export';
import { reservationsRepository as repo } from './reservations.repository';
import { toReservation } from './reservations.moves';

const list = listExport(reservationPageRequest)((ctx, selection) => repo.listQuery(ctx.companyId, selection));

/** The reservations as xlsx (OMS_ORDERRESERVE:export). */
export const reservationsExport = list.catalogueExport({
  kind: RESERVATIONS_EXPORT_KIND,
  module: 'reservations',
  name: { zh: '入库预约', en: 'Inbound reservations' },
  permission: RESERVATIONS_CODES.export,
  catalogue: RESERVATION_CATALOGUE,
  toRow: (record) => toReservation(record),
  keys: [
    'reservationNo',
    'status',
    'warehouse',
    'containerNo',
    'containerType',
    'slotDate',
    'freeExpiryDate',
    'unloadingMethod',
    'dockNo',
    'orderCount',
    'remark',
    'createdBy',
    'createdAt',
  ],
});
