import { useTranslation } from 'react-i18next';
import { Form, InputNumber, type FormInstance } from 'antd';
import { ArrowRightOutlined } from '@ant-design/icons';
import { RELABEL_LIMITS, relabelLineInput } from '@oms/contracts';
import { zodRule } from '@/shared/lib/zod-rule';
import { LinesFrame } from '@/shared/ui/lines-frame';
import { ProductPicker } from '@/features/products';
import { NS } from '../lib/display';
import { knownOf, lineRule, linesRule, type LineValue } from '../lib/form-values';

const shape = relabelLineInput.shape;
const oldRule = zodRule(shape.oldProductId);
const newRule = zodRule(shape.newProductId);
const quantityRule = zodRule(shape.quantity);

const PICKER = { flex: '1 1 220px', minWidth: 0, marginBottom: 8 };

/**
 * The lines: an old SKU, the new SKU it becomes and how many pieces each; add, remove, the total.
 * Each field shows the contracts' rule about it (`lineRule`), checked again when a line it depends
 * on changes.
 */
export const LinesEditor = ({ form }: { form: FormInstance }) => {
  const { t } = useTranslation(NS);
  const lines = (Form.useWatch('lines', { form, preserve: true }) ?? []) as LineValue[];
  const total = lines.reduce((n, l) => n + (l?.quantity ?? 0), 0);
  const known = knownOf(lines);

  return (
    <LinesFrame
      ns={NS}
      testId="relabel"
      rules={[linesRule]}
      max={RELABEL_LIMITS.lines}
      newLine={{ quantity: 1 }}
      total={total}
      header={[
        { title: t('form.oldSku'), style: { flex: '1 1 220px' } },
        { title: t('form.newSku'), style: { flex: '1 1 220px', paddingLeft: 22 } },
        { title: t('form.quantity'), style: { width: 168 } },
      ]}
    >
      {(field, index, fields) => (
        <>
          <Form.Item
            name={[field.name, 'oldProductId']}
            rules={[oldRule, lineRule('lines', field.name, 'oldProductId')]}
            dependencies={fields
              .filter((f) => f.name !== field.name)
              .map((f) => ['lines', f.name, 'oldProductId'])}
            style={PICKER}
          >
            <ProductPicker passedOnly known={known} testId={`relabel-line-old-${index}`} />
          </Form.Item>
          <ArrowRightOutlined style={{ lineHeight: '32px', paddingTop: 9 }} />
          <Form.Item
            name={[field.name, 'newProductId']}
            rules={[newRule, lineRule('lines', field.name, 'newProductId')]}
            dependencies={[['lines', field.name, 'oldProductId']]}
            style={PICKER}
          >
            <ProductPicker passedOnly known={known} testId={`relabel-line-new-${index}`} />
          </Form.Item>
          <Form.Item name={[field.name, 'quantity']} rules={[quantityRule]} style={{ marginBottom: 8 }}>
            <InputNumber
              min={1}
              max={RELABEL_LIMITS.quantityMax}
              precision={0}
              placeholder={t('form.quantity')}
              style={{ width: 128 }}
              data-testid={`relabel-line-quantity-${index}`}
            />
          </Form.Item>
        </>
      )}
    </LinesFrame>
  );
};
