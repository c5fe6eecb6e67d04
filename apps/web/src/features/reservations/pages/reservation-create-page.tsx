import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert, App, Button, Card, Flex, Form, Space, Typography } from 'antd';
import {
  RESERVATIONS_CODES,
  type ContainerType,
  type SlotChoice,
  type UnloadingMethod,
} from '@oms/contracts';
import { errorText } from '@/shared/api/errors';
import { useCan } from '@/shared/stores/use-can';
import { reservationsApi, useReservationChange, useReservationWarehouses } from '../api';
import { ReservationForm, type ReservationFormValues } from '../components/reservation-form';
import { SlotCalendar } from '../components/slot-calendar';
import { detailPath, MANAGE_PATH, NS, SIGN_PATH } from '../lib/display';

const newKey = () => `reservation-${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** /order/warehousReserveCreat: pick a slot on the warehouse's month calendar and describe the container. */
const ReservationCreatePage = () => {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { message } = App.useApp();
  const can = useCan(RESERVATIONS_CODES);
  const [form] = Form.useForm<ReservationFormValues>();
  const warehouses = useReservationWarehouses();
  const [warehouseId, setWarehouseId] = useState<string>();
  const [slot, setSlot] = useState<SlotChoice | null>(null);
  // One key per reservation being made: a retried click answers the first reservation, never a second.
  const key = useRef(newKey());
  const create = useReservationChange(reservationsApi.create);
  // From an inbound order's "book" button: its warehouse, the order ticked, its container or truck.
  const [query] = useSearchParams();

  useEffect(() => {
    const asked = warehouses.data?.find((w) => w.id === query.get('warehouseId'));
    const first = asked ?? warehouses.data?.[0];
    if (first && !form.getFieldValue('warehouseId')) {
      const orderId = asked && query.get('orderId');
      form.setFieldsValue({
        warehouseId: first.id,
        unloadingMethod: 'MANUAL',
        ...(orderId ? { inboundOrderIds: [orderId] } : {}),
        ...(asked && query.get('containerNo') ? { containerNo: query.get('containerNo')! } : {}),
      });
      setWarehouseId(first.id);
    }
  }, [warehouses.data, form, query]);

  const save = async (withSlot: boolean) => {
    if (withSlot && !slot) {
      void message.warning(t('form.slotRequired'));
      return;
    }
    const v = await form.validateFields();
    try {
      const created = await create.mutateAsync({
        idempotencyKey: key.current,
        body: {
          warehouseId: v.warehouseId!,
          containerNo: v.containerNo!,
          containerType: v.containerType as ContainerType,
          freeExpiryDate: v.freeExpiryDate ? v.freeExpiryDate.format('YYYY-MM-DD') : undefined,
          unloadingMethod: v.unloadingMethod as UnloadingMethod,
          inboundOrderIds: v.inboundOrderIds ?? [],
          remark: v.remark || undefined,
          slot: withSlot && slot ? slot : undefined,
        },
      });
      void message.success(t(withSlot ? 'done.booked' : 'done.saved', { number: created.reservationNo }));
      void navigate(detailPath(created.id));
    } catch (err) {
      key.current = newKey();
      void message.error(errorText(err, t('failed')));
    }
  };

  return (
    <Flex vertical gap={16} data-testid="reservation-create-page">
      <Card title={t('create.title')} extra={<Link to={MANAGE_PATH}>{t('actions.back')}</Link>}>
        {warehouses.data?.length === 0 && (
          <Alert
            type="info"
            showIcon
            title={t('form.noWarehouse')}
            action={<Link to={SIGN_PATH}>{t('form.signLink')}</Link>}
          />
        )}
        <ReservationForm
          form={form}
          warehouses={warehouses.data ?? []}
          onWarehouse={(id) => {
            setWarehouseId(id);
            setSlot(null);
          }}
        />
      </Card>
      <Card title={t('create.calendar')}>
        <SlotCalendar warehouseId={warehouseId} value={slot} onChange={setSlot} />
        <Typography.Paragraph style={{ marginTop: 12 }} data-testid="reservation-chosen-slot">
          {slot ? t('create.chosen', { date: slot.date, start: slot.start }) : t('create.noSlot')}
        </Typography.Paragraph>
        {can('create') && (
          <Space wrap>
            <Button
              type="primary"
              loading={create.isPending}
              onClick={() => void save(true)}
              data-testid="reservation-book"
            >
              {t('actions.book')}
            </Button>
            <Button
              loading={create.isPending}
              onClick={() => void save(false)}
              data-testid="reservation-save"
            >
              {t('actions.saveWithoutSlot')}
            </Button>
          </Space>
        )}
      </Card>
    </Flex>
  );
};

export default ReservationCreatePage;
