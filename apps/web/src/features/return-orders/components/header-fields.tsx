import { useTranslation } from 'react-i18next';
import { Col, Form, Input, Row, Select, type FormInstance } from 'antd';
import { createReturnRequest, RETURN_LIMITS, type ShippedOrder } from '@oms/contracts';
import { warehouseLabel } from '@/shared/lib/warehouse';
import { zodRules } from '@/shared/lib/zod-rule';
import { useReturnWarehouses } from '../api';
import { NS } from '../lib/display';
import { linesOf, type Values } from '../lib/form-values';
import { ShippedOrderPicker } from './shipped-order-picker';

const rules = zodRules(createReturnRequest);

/**
 * A shipped order picked: its items become the lines (all their pieces, restocked), its recipient the
 * buyer, its warehouse the return's when none is chosen; cleared, the lines stay as they are.
 */
const pickOrder = (form: FormInstance<Values>, order: ShippedOrder | null) => {
  if (!order) {
    form.setFieldValue('outboundNo', undefined);
    return;
  }
  form.setFieldsValue({
    outboundNo: order.orderNo,
    warehouseId: form.getFieldValue('warehouseId') ?? order.warehouseId,
    buyerName: order.recipientName ?? form.getFieldValue('buyerName'),
    lines: linesOf(order),
  });
  // Errors shown before (a line without SKU, say) are judged again on the new lines.
  if (form.getFieldsError().some((f) => f.errors.length > 0)) void form.validateFields().catch(() => {});
};

/** Where the goods come back: the warehouse, the shipped order (optional), the parcel and the buyer. */
export const HeaderFields = ({ form }: { form: FormInstance<Values> }) => {
  const { t, i18n } = useTranslation(NS);
  const warehouses = useReturnWarehouses();
  const warehouseId = Form.useWatch('warehouseId', form);
  const outboundNo = Form.useWatch('outboundNo', { form, preserve: true }) as string | undefined;
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name="warehouseId" label={t('fields.warehouse')} rules={rules.warehouseId}>
          <Select
            placeholder={t('form.warehousePlaceholder')}
            loading={warehouses.isLoading}
            options={(warehouses.data ?? []).map((w) => ({
              value: w.id,
              label: warehouseLabel(w, i18n.language),
            }))}
            // Another warehouse did not ship the chosen order: it is let go (its lines stay).
            onChange={() => {
              if (form.getFieldValue('outboundOrderId'))
                form.setFieldsValue({ outboundOrderId: null, outboundNo: undefined });
            }}
            data-testid="return-warehouse"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="outboundOrderId"
          label={t('fields.outboundNo')}
          rules={rules.outboundOrderId}
          extra={t('form.outboundHint')}
        >
          <ShippedOrderPicker
            warehouseId={warehouseId}
            label={outboundNo}
            onPick={(order) => pickOrder(form, order)}
            testId="return-outbound"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="trackingNo" label={t('fields.trackingNo')} rules={rules.trackingNo}>
          <Input maxLength={RETURN_LIMITS.trackingMax} data-testid="return-tracking" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="carrier" label={t('fields.carrier')} rules={rules.carrier}>
          <Input maxLength={RETURN_LIMITS.carrierMax} data-testid="return-carrier" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="buyerName" label={t('fields.buyerName')} rules={rules.buyerName}>
          <Input maxLength={RETURN_LIMITS.buyerMax} data-testid="return-buyer" />
        </Form.Item>
      </Col>
    </Row>
  );
};
