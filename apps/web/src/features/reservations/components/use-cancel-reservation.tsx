import type { Reservation } from '@oms/contracts';
import { useConfirmCancel } from '@/shared/list-page/use-confirm-cancel';
import { reservationsApi, useReservationChange } from '../api';
import { NS } from '../lib/display';

/** Cancelling a reservation before arrival, after a confirmation. */
export const useCancelReservation = () => {
  const cancel = useReservationChange(reservationsApi.cancel);
  return useConfirmCancel<Pick<Reservation, 'id' | 'reservationNo'>>({
    ns: NS,
    cancel: (id) => cancel.mutateAsync(id),
    numberOf: (row) => row.reservationNo,
  });
};
