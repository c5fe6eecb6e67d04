import { useTranslation } from 'react-i18next';
import { Form, Input, InputNumber, Select, type FormInstance } from 'antd';
import { RETURN_HANDLINGS, RETURN_LIMITS, returnLineInput } from '@oms/contracts';
import { zodRule } from '@/shared/lib/zod-rule';
import { LinesFrame } from '@/shared/ui/lines-frame';
import { ProductPicker } from '@/features/products';
import { NS } from '../lib/display';
import { knownOf, lineRule, linesRule, NEW_LINE, type LineValue } from '../lib/form-values';

const shape = returnLineInput.shape;
const skuRule = zodRule(shape.productId);
const quantityRule = zodRule(shape.quantity);
const handlingRule = zodRule(shape.handling);
const reasonRule = zodRule(shape.reason);

const SKU = { flex: '1 1 240px', minWidth: 0 };
const QUANTITY = { width: 110 };
const HANDLING = { width: 190 };
const REASON = { flex: '1 1 160px', minWidth: 0 };

/**
 * The lines: a passed product of the company, its expected pieces, what to do with the sellable ones
 * and why it comes back; add, remove, the total. A SKU shows the contracts' rule about it (once per
 * return), checked again when another line's SKU changes.
 */
export const LinesEditor = ({ form }: { form: FormInstance }) => {
  const { t } = useTranslation(NS);
  // `preserve`: the picked products' SKUs and names are kept beside the line's fields.
  const lines = (Form.useWatch('lines', { form, preserve: true }) ?? []) as LineValue[];
  const total = lines.reduce((n, l) => n + (l?.quantity ?? 0), 0);
  const known = knownOf(lines);
  const handlings = RETURN_HANDLINGS.map((h) => ({ value: h, label: t(`handling.${h}`) }));

  return (
    <LinesFrame
      ns={NS}
      testId="return"
      rules={[linesRule]}
      max={RETURN_LIMITS.lines}
      newLine={NEW_LINE}
      total={total}
      header={[
        { title: t('form.sku'), style: SKU },
        { title: t('form.quantity'), style: QUANTITY },
        { title: t('fields.handling'), style: HANDLING },
        { title: t('fields.reason'), style: { ...REASON, marginRight: 40 } },
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
            <ProductPicker passedOnly known={known} testId={`return-line-sku-${index}`} />
          </Form.Item>
          <Form.Item
            name={[field.name, 'quantity']}
            rules={[quantityRule]}
            // As wide as its field, so that a long message wraps under it rather than pushing the row.
            style={{ ...QUANTITY, marginBottom: 8 }}
          >
            <InputNumber
              min={1}
              max={RETURN_LIMITS.quantityMax}
              precision={0}
              placeholder={t('form.quantity')}
              style={QUANTITY}
              data-testid={`return-line-quantity-${index}`}
            />
          </Form.Item>
          <Form.Item name={[field.name, 'handling']} rules={[handlingRule]} style={{ marginBottom: 8 }}>
            <Select options={handlings} style={HANDLING} data-testid={`return-line-handling-${index}`} />
          </Form.Item>
          <Form.Item
            name={[field.name, 'reason']}
            rules={[reasonRule]}
            style={{ ...REASON, marginBottom: 8 }}
          >
            <Input
              maxLength={RETURN_LIMITS.reasonMax}
              placeholder={t('form.reasonPlaceholder')}
              data-testid={`return-line-reason-${index}`}
            />
          </Form.Item>
        </>
      )}
    </LinesFrame>
  );
};
