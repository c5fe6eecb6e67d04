import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { App, Form, Modal } from 'antd';
import type { ContainerType, ReservationDetail, UnloadingMethod } from '@oms/contracts';
import { errorText } from '@/shared/api/errors';
import { reservationsApi, useReservationChange, useReservationWarehouses } from '../api';
import { NS } from '../lib/display';
import { ReservationForm, type ReservationFormValues } from './reservation-form';

type Props = { reservation: ReservationDetail | null; onClose: () => void };

/** Edits the container data and the linked orders of a reservation before the warehouse confirms it. */
export const EditReservationDialog = ({ reservation: r, onClose }: Props) => {
  const { t } = useTranslation(NS);
  const { message } = App.useApp();
  const [form] = Form.useForm<ReservationFormValues>();
  const warehouses = useReservationWarehouses();
  const update = useReservationChange(reservationsApi.update);

  useEffect(() => {
    if (!r) return;
    form.setFieldsValue({
      warehouseId: r.warehouse.id,
      containerNo: r.containerNo,
      containerType: r.containerType,
      freeExpiryDate: r.freeExpiryDate ? dayjs(r.freeExpiryDate) : null,
      unloadingMethod: r.unloadingMethod,
      inboundOrderIds: r.orders.map((o) => o.id),
      remark: r.remark ?? undefined,
    });
  }, [r, form]);

  const submit = async () => {
    if (!r) return;
    const v = await form.validateFields();
    try {
      await update.mutateAsync({
        id: r.id,
        containerNo: v.containerNo!,
        containerType: v.containerType as ContainerType,
        freeExpiryDate: v.freeExpiryDate ? v.freeExpiryDate.format('YYYY-MM-DD') : undefined,
        unloadingMethod: v.unloadingMethod as UnloadingMethod,
        inboundOrderIds: v.inboundOrderIds ?? [],
        remark: v.remark || undefined,
      });
      void message.success(t('done.updated'));
      onClose();
    } catch (err) {
      void message.error(errorText(err, t('failed')));
    }
  };

  return (
    <Modal
      open={r !== null}
      title={t('actions.edit')}
      width={760}
      okText={t('actions.save')}
      cancelText={t('form.keep')}
      confirmLoading={update.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      forceRender
    >
      {r && (
        <ReservationForm
          form={form}
          warehouses={warehouses.data ?? []}
          linked={r.orders.map(({ status: _s, ...o }) => o)}
        />
      )}
    </Modal>
  );
};
