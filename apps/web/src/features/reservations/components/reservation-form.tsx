import { useTranslation } from 'react-i18next';
import type { Dayjs } from 'dayjs';
import {
  Checkbox,
  Col,
  DatePicker,
  Empty,
  Form,
  Input,
  Row,
  Select,
  Typography,
  type FormInstance,
} from 'antd';
import {
  CONTAINER_TYPES,
  createReservationRequest,
  RESERVATION_LIMITS,
  UNLOADING_METHODS,
  type BookableOrder,
  type ReservationWarehouseOption,
} from '@oms/contracts';
import { zodRules } from '@/shared/lib/zod-rule';
import { useBookableOrders } from '../api';
import { NS } from '../lib/display';
import { warehouseLabel } from '@/shared/lib/warehouse';

// The fields' rules and messages are the server's own (contracts), checked as the user types.
const rules = zodRules(createReservationRequest);

export type ReservationFormValues = {
  warehouseId?: string;
  containerNo?: string;
  containerType?: string;
  freeExpiryDate?: Dayjs | null;
  unloadingMethod?: string;
  inboundOrderIds?: string[];
  remark?: string;
};

type Props = {
  form: FormInstance<ReservationFormValues>;
  warehouses: ReservationWarehouseOption[];
  onWarehouse?: (id: string) => void;
  /** Orders already linked (an edit): offered beside the bookable ones; the warehouse is fixed then. */
  linked?: BookableOrder[];
};

/** The reservation's fields: warehouse, container, free period, unloading, orders to bring, remark. */
export const ReservationForm = ({ form, warehouses, onWarehouse, linked }: Props) => {
  const { t, i18n } = useTranslation(NS);
  const warehouseId = Form.useWatch('warehouseId', form);
  const bookable = useBookableOrders(warehouseId);
  const offered = [
    ...(linked ?? []),
    ...(bookable.data ?? []).filter((o) => !linked?.some((l) => l.id === o.id)),
  ];
  return (
    <Form form={form} layout="vertical" data-testid="reservation-form" requiredMark>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="warehouseId"
            label={t('fields.warehouse')}
            rules={[{ required: true, message: t('form.warehouseRequired') }]}
          >
            <Select
              data-testid="reservation-warehouse"
              disabled={linked !== undefined}
              options={warehouses.map((w) => ({ value: w.id, label: warehouseLabel(w, i18n.language) }))}
              onChange={(id: string) => {
                form.setFieldValue('inboundOrderIds', []);
                onWarehouse?.(id);
              }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="containerNo" label={t('fields.containerNo')} rules={rules.containerNo}>
            <Input
              maxLength={RESERVATION_LIMITS.containerNoMax}
              placeholder="MSKU1234567"
              data-testid="reservation-container-no"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="containerType" label={t('fields.containerType')} rules={rules.containerType}>
            <Select
              data-testid="reservation-container-type"
              options={CONTAINER_TYPES.map((v) => ({ value: v, label: t(`containerType.${v}`) }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="freeExpiryDate" label={t('fields.freeExpiryDate')}>
            <DatePicker style={{ width: '100%' }} data-testid="reservation-free-expiry" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="unloadingMethod" label={t('fields.unloadingMethod')} rules={rules.unloadingMethod}>
            <Select
              data-testid="reservation-unloading-method"
              options={UNLOADING_METHODS.map((v) => ({ value: v, label: t(`unloadingMethod.${v}`) }))}
            />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="inboundOrderIds" label={t('fields.inboundOrders')} extra={t('form.ordersHint')}>
            {offered.length > 0 ? (
              <Checkbox.Group data-testid="reservation-orders">
                <Row gutter={[8, 8]}>
                  {offered.map((o) => (
                    <Col key={o.id} xs={24} md={12}>
                      <Checkbox value={o.id} data-testid={`reservation-order-${o.orderNo}`}>
                        {o.orderNo}
                        <Typography.Text type="secondary">
                          {' '}
                          {o.containerNo ?? ''} · {t('form.boxes', { count: o.totalBoxes })}
                        </Typography.Text>
                      </Checkbox>
                    </Col>
                  ))}
                </Row>
              </Checkbox.Group>
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('form.noBookable')} />
            )}
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="remark" label={t('fields.remark')} rules={rules.remark}>
            <Input.TextArea
              maxLength={RESERVATION_LIMITS.remarkMax}
              rows={2}
              data-testid="reservation-remark"
            />
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
};
