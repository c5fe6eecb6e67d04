import { useTranslation } from 'react-i18next';
import {
  RESERVATION_MACHINE,
  RESERVATIONS_CODES,
  canDo,
  type Reservation,
  type ReservationAction,
} from '@oms/contracts';
import { detailAction, useCancelAction, useDocumentActions } from '@/shared/list-page';
import { reservationsApi, useReservationChange } from '../api';
import { NS } from '../lib/display';

/** Picking a slot books a pending reservation; on a booked one it changes the slot. */
const slotMove = (row: Pick<Reservation, 'status'>): ReservationAction =>
  row.status === 'PENDING_RESERVATION' ? 'book' : 'edit';

/**
 * A reservation's actions for its list and its detail page, from one definition (RESERVATION_MACHINE,
 * as the server enforces): the detail link (list), picking or changing the slot and editing (detail,
 * in the page's dialogs) and cancelling before arrival after a confirmation.
 */
export const useReservationActions = <Row extends Reservation>(open: {
  detail?: (row: Row) => void;
  slot?: () => void;
  edit?: () => void;
}) => {
  const { t } = useTranslation(NS);
  const change = useReservationChange(reservationsApi.cancel);
  const cancel = useCancelAction<Row>({
    ns: NS,
    cancel: (id) => change.mutateAsync(id),
    numberOf: (row) => row.reservationNo,
    code: RESERVATIONS_CODES.cancel,
  });
  const { slot, edit } = open;
  return useDocumentActions<Row, ReservationAction>(
    RESERVATION_MACHINE,
    [
      ...detailAction<Row, ReservationAction>(t('actions.detail'), RESERVATIONS_CODES.view, open.detail),
      ...(slot
        ? [
            {
              key: 'changeSlot',
              testId: 'change-slot',
              // The button names what it does in the reservation's state.
              label: (row: Row) => t(slotMove(row) === 'book' ? 'actions.pickSlot' : 'actions.changeSlot'),
              primary: true,
              only: 'detail' as const,
              code: RESERVATIONS_CODES.edit,
              when: (row: Row) => canDo(RESERVATION_MACHINE, row.status, slotMove(row), 'customer'),
              run: () => slot(),
            },
          ]
        : []),
      ...(edit
        ? [
            {
              key: 'edit',
              label: t('actions.edit'),
              only: 'detail' as const,
              code: RESERVATIONS_CODES.edit,
              move: 'edit' as const,
              run: () => edit(),
            },
          ]
        : []),
      cancel,
    ],
    'reservation',
  );
};
