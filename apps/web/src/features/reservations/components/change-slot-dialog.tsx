import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { App, Modal } from 'antd';
import type { Reservation, SlotChoice } from '@oms/contracts';
import { errorText } from '@/shared/api/errors';
import { reservationsApi, useReservationChange } from '../api';
import { NS } from '../lib/display';
import { SlotCalendar } from './slot-calendar';

type Props = { reservation: Reservation | null; onClose: () => void };

/** Picks (or changes) the slot of a reservation on its warehouse's calendar: the old place is freed. */
export const ChangeSlotDialog = ({ reservation, onClose }: Props) => {
  const { t } = useTranslation(NS);
  const { message } = App.useApp();
  const [slot, setSlot] = useState<SlotChoice | null>(null);
  const book = useReservationChange(reservationsApi.book);
  const submit = async () => {
    if (!reservation || !slot) {
      void message.warning(t('form.slotRequired'));
      return;
    }
    try {
      await book.mutateAsync({ id: reservation.id, slot });
      void message.success(t('done.slotChanged'));
      setSlot(null);
      onClose();
    } catch (err) {
      void message.error(errorText(err, t('failed')));
    }
  };
  return (
    <Modal
      open={reservation !== null}
      title={t('actions.changeSlot')}
      width={900}
      okText={t('actions.book')}
      cancelText={t('form.keep')}
      confirmLoading={book.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'change-slot-ok' } as Record<string, string>}
    >
      {reservation && (
        <SlotCalendar
          warehouseId={reservation.warehouse.id}
          value={
            slot ??
            (reservation.slotDate ? { date: reservation.slotDate, start: reservation.slotStart! } : null)
          }
          onChange={setSlot}
        />
      )}
    </Modal>
  );
};
