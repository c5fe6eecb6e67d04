import { RESERVATION_CATALOGUE, RESERVATIONS_CODES, RESERVATIONS_EXPORT_KIND } from '@oms/contracts';
import { reservationsList } from './reservations.list';

/** The reservations as xlsx (OMS_ORDERRESERVE:export). */
export const reservationsExport = reservationsList.export({
  kind: RESERVATIONS_EXPORT_KIND,
  module: 'reservations',
  name: { zh: '入库预约', en: 'Inbound reservations' },
  permission: RESERVATIONS_CODES.export,
  catalogue: RESERVATION_CATALOGUE,
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
