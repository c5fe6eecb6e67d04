import {
  RESERVATION_CATALOGUE,
  RESERVATION_STATUSES,
  type Reservation,
  type ReservationFilters,
} from '@oms/contracts';
import { createdAtColumn, pageLinkColumn, statusColumn, useCatalogueColumns } from '@/shared/list-page';
import { StatusTag } from '@/shared/ui/status-tag';
import { useReservationWarehouses } from './api';
import { detailPath, NS, STATUS_COLOR } from './lib/display';

/** The reservations' columns: the catalogue's fields, the page link, the status tag and the warehouse search. */
export const useReservationColumns = () =>
  useCatalogueColumns<Reservation, ReservationFilters>()(
    NS,
    RESERVATION_CATALOGUE,
    ({ t, column }) => [
      pageLinkColumn('reservationNo', 'fields.reservationNo', {
        to: (row) => detailPath(row.id),
        testId: (row) => `reservation-${row.reservationNo}`,
      }),
      statusColumn(RESERVATION_STATUSES, (s) => t(`status.${s}`), {
        render: (row) => (
          <StatusTag color={STATUS_COLOR[row.status]} testId={`reservation-status-${row.reservationNo}`}>
            {t(`status.${row.status}`)}
          </StatusTag>
        ),
      }),
      column('warehouse'),
      column('containerNo', { search: { type: 'text' } }),
      column('containerType'),
      column('slotDate', {
        title: 'fields.slot',
        sortable: true,
        testId: (row) => `reservation-slot-${row.reservationNo}`,
      }),
      column('dockNo'),
      column('freeExpiryDate'),
      column('unloadingMethod', { defaultVisible: false, search: undefined }),
      column('orderCount'),
      column('remark', { ellipsis: true }),
      column('createdBy', { defaultVisible: false }),
      createdAtColumn(),
    ],
    { warehouses: useReservationWarehouses().data },
  );
