import {
  CONTAINER_TYPES,
  RESERVATION_STATUSES,
  type Reservation,
  type ReservationFilters,
} from '@oms/contracts';
import {
  choiceColumn,
  createdAtColumn,
  pageLinkColumn,
  remarkColumn,
  statusColumn,
  useListColumns,
  warehouseColumn,
} from '@/shared/list-page';
import { StatusTag } from '@/shared/ui/status-tag';
import { useReservationWarehouses } from './api';
import { detailPath, NS, slotLabel, STATUS_COLOR } from './lib/display';
import { warehouseLabel } from '@/shared/lib/warehouse';

/** The reservations' columns: search items, table, column configuration and export from one list. */
export const useReservationColumns = () => {
  // Read when it loads: the warehouse search's choices are built with the columns.
  const warehouses = useReservationWarehouses().data;
  return useListColumns<Reservation, ReservationFilters, typeof NS>(
    NS,
    ({ t, language }) => [
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
      { key: 'containerNo', title: 'fields.containerNo', search: { type: 'text' } },
      choiceColumn('containerType', 'fields.containerType', CONTAINER_TYPES, (v) => t(`containerType.${v}`)),
      {
        key: 'slotDate',
        title: 'fields.slot',
        sortable: true,
        render: (row) => <span data-testid={`reservation-slot-${row.reservationNo}`}>{slotLabel(row)}</span>,
      },
      { key: 'dockNo', title: 'fields.dockNo', render: (row) => row.dockNo ?? '-' },
      { key: 'freeExpiryDate', title: 'fields.freeExpiryDate', render: (row) => row.freeExpiryDate ?? '-' },
      {
        key: 'unloadingMethod',
        title: 'fields.unloadingMethod',
        defaultVisible: false,
        render: (row) => t(`unloadingMethod.${row.unloadingMethod}`),
      },
      { key: 'orderCount', title: 'fields.orderCount', render: (row) => String(row.orderCount) },
      remarkColumn(),
      {
        key: 'createdBy',
        title: 'fields.createdBy',
        defaultVisible: false,
        render: (r) => r.createdBy ?? '-',
      },
      createdAtColumn(),
    ],
    [warehouses],
  );
};
