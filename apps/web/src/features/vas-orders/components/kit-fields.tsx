import { useTranslation } from 'react-i18next';
import { Col, Form, InputNumber, Row, Typography, type FormInstance } from 'antd';
import { VAS_LIMITS, vasKitInput } from '@oms/contracts';
import { zodRule } from '@/shared/lib/zod-rule';
import { ProductPicker } from '@/features/products';
import { NS } from '../lib/display';
import type { KitValue } from '../lib/form-values';
import { CombinationSelect } from './combination-select';

const shape = vasKitInput.shape;
const combinationRule = zodRule(shape.combinationId);
const kitSkuRule = zodRule(shape.kitProductId);
const quantityRule = zodRule(shape.quantity);

/**
 * What kitting assembles (`kit` of the form): a combination of the company, the kit's own passed SKU
 * the kits come in as, and how many kits.
 */
export const KitFields = ({ form }: { form: FormInstance }) => {
  const { t } = useTranslation(NS);
  // `preserve`: a draft's combination name and kit SKU, for the pickers to show without searching.
  const kit = (Form.useWatch('kit', { form, preserve: true }) ?? {}) as KitValue;
  const known = kit.kitProductId && kit.kitSku ? [{ productId: kit.kitProductId, sku: kit.kitSku }] : [];
  return (
    <div data-testid="vas-kit">
      <Typography.Paragraph type="secondary">{t('form.kitHint')}</Typography.Paragraph>
      <Row gutter={16}>
        <Col xs={24} md={10}>
          <Form.Item name={['kit', 'combinationId']} label={t('form.combination')} rules={[combinationRule]}>
            <CombinationSelect label={kit.combinationName} testId="vas-kit-combination" />
          </Form.Item>
        </Col>
        <Col xs={24} md={9}>
          <Form.Item name={['kit', 'kitProductId']} label={t('form.kitSku')} rules={[kitSkuRule]}>
            <ProductPicker passedOnly known={known} testId="vas-kit-sku" />
          </Form.Item>
        </Col>
        <Col xs={24} md={5}>
          <Form.Item name={['kit', 'quantity']} label={t('form.kitQuantity')} rules={[quantityRule]}>
            <InputNumber
              min={1}
              max={VAS_LIMITS.quantityMax}
              precision={0}
              style={{ width: '100%' }}
              data-testid="vas-kit-quantity"
            />
          </Form.Item>
        </Col>
      </Row>
    </div>
  );
};
