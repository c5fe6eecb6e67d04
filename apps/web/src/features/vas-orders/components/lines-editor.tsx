import { useTranslation } from 'react-i18next';
import { Form, InputNumber, type FormInstance } from 'antd';
import { VAS_LIMITS, vasLineInput } from '@oms/contracts';
import { zodRule } from '@/shared/lib/zod-rule';
import { LinesFrame } from '@/shared/ui/lines-frame';
import { ProductPicker } from '@/features/products';
import { NS } from '../lib/display';
import { knownOf, lineRule, linesRule, NEW_LINE, type LineValue } from '../lib/form-values';

const shape = vasLineInput.shape;
const skuRule = zodRule(shape.productId);
const quantityRule = zodRule(shape.quantity);

const SKU = { flex: '1 1 260px', minWidth: 0 };
const QUANTITY = { width: 140 };

/**
 * The pieces the service works on: a passed product of the company and how many; add, remove, the
 * total. A SKU shows the contracts' rule about it (once per order), checked again when another
 * line's SKU changes.
 */
export const LinesEditor = ({ form }: { form: FormInstance }) => {
  const { t } = useTranslation(NS);
  // `preserve`: the picked products' SKUs and names are kept beside the line's fields.
  const lines = (Form.useWatch('lines', { form, preserve: true }) ?? []) as LineValue[];
  const total = lines.reduce((n, l) => n + (l?.quantity ?? 0), 0);
  const known = knownOf(lines);

  return (
    <LinesFrame
      ns={NS}
      testId="vas"
      rules={[linesRule]}
      max={VAS_LIMITS.lines}
      newLine={NEW_LINE}
      total={total}
      header={[
        { title: t('form.sku'), style: SKU },
        { title: t('form.quantity'), style: { ...QUANTITY, marginRight: 40 } },
      ]}
    >
      {(field, index, fields) => (
        <>
          <Form.Item
            name={[field.name, 'productId']}
            rules={[skuRule, lineRule('lines', field.name, 'productId')]}
            dependencies={fields
              .filter((f) => f.name !== field.name)
              .map((f) => ['lines', f.name, 'productId'])}
            style={{ ...SKU, marginBottom: 8 }}
          >
            <ProductPicker passedOnly known={known} testId={`vas-line-sku-${index}`} />
          </Form.Item>
          <Form.Item
            name={[field.name, 'quantity']}
            rules={[quantityRule]}
            // As wide as its field, so that a long message wraps under it rather than pushing the row.
            style={{ ...QUANTITY, marginBottom: 8 }}
          >
            <InputNumber
              min={1}
              max={VAS_LIMITS.quantityMax}
              precision={0}
              placeholder={t('form.quantity')}
              style={QUANTITY}
              data-testid={`vas-line-quantity-${index}`}
            />
          </Form.Item>
        </>
      )}
    </LinesFrame>
  );
};
