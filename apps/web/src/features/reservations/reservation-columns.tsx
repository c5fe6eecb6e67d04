import {
  RESERVATION_CATALOGUE,
  RESERVATION_STATUSES,
  type Reservation,
  type ReservationFilters,
} from '@oms/contracts';
import {
  catalogueColumns,
  createdAtColumn,
  pageLinkColumn,
  statusColumn,
  useListColumns,
  warehouseColumn,
} from '@/shared/list-page';
import { StatusTag } from '@/shared/ui/status-tag';
import { useReservationWarehouses } from './api';
import { detailPath, NS, STATUS_COLOR } from './lib/display';
import { warehouseLabel } from '@/shared/lib/warehouse';

/** The reservations' columns: the catalogue's fields, the page link, the status tag and the warehouse search. */
export const useReservationColumns = () => {
  // Read when it loads: the warehouse search's choices are built with the columns.
  const warehouses = useReservationWarehouses().data;
  return useListColumns<Reservation, ReservationFilters, typeof NS>(
    NS,
    ({ t, language }) => {
      const column = catalogueColumns<Reservation, ReservationFilters>()(RESERVATION_CATALOGUE, language);
      return [
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
        warehouseColumn(warehouses ?? [], (w) => warehouseLabel(w, language)),
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
      ];
    },
    [warehouses],
  );
};
