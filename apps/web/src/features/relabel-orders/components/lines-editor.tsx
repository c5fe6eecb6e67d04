import { useTranslation } from 'react-i18next';
import { Button, Flex, Form, InputNumber, Typography, type FormInstance } from 'antd';
import { ArrowRightOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { RELABEL_LIMITS, relabelLineInput } from '@oms/contracts';
import { zodRule } from '@/shared/lib/zod-rule';
import { NS } from '../lib/display';
import { lineIssueAt, lineRule, type LineValue } from '../lib/form-values';
import { SkuPicker } from './sku-picker';

const shape = relabelLineInput.shape;
const oldRule = zodRule(shape.oldProductId);
const newRule = zodRule(shape.newProductId);
const quantityRule = zodRule(shape.quantity);
// The rule of the lines together (the expected total above 0), shown under the list.
const totalRule = {
  validator: async (_rule: unknown, lines: LineValue[] | undefined) => {
    const text = lineIssueAt(lines ?? [], ['lines']);
    if (text) throw new Error(text);
  },
};

const PICKER = { flex: '1 1 220px', minWidth: 0, marginBottom: 8 };

/**
 * The lines: an old SKU, the new SKU it becomes and how many pieces each; add, remove, the total.
 * Each field shows the contracts' rule about it (`lineRule`), checked again when a line it depends
 * on changes.
 */
export const LinesEditor = ({ form }: { form: FormInstance }) => {
  const { t } = useTranslation(NS);
  // `preserve`: the picked products' texts are kept beside the line's fields.
  const lines = (Form.useWatch('lines', { form, preserve: true }) ?? []) as LineValue[];
  const total = lines.reduce((n, l) => n + (l?.quantity ?? 0), 0);
  const label = (index: number, key: 'oldLabel' | 'newLabel') => (text: string) =>
    form.setFieldValue(['lines', index, key], text);

  return (
    <Form.List name="lines" rules={[totalRule]}>
      {(fields, { add, remove }, { errors }) => (
        <>
          <Flex gap={8} style={{ marginBottom: 4 }}>
            <Typography.Text type="secondary" style={{ flex: '1 1 220px' }}>
              {t('form.oldSku')}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ flex: '1 1 220px', paddingLeft: 22 }}>
              {t('form.newSku')}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ width: 168 }}>
              {t('form.quantity')}
            </Typography.Text>
          </Flex>
          {fields.map((field, index) => (
            <Flex key={field.key} gap={8} align="start" wrap data-testid={`relabel-line-${index}`}>
              <Form.Item
                name={[field.name, 'oldProductId']}
                rules={[oldRule, lineRule('lines', field.name, 'oldProductId')]}
                dependencies={fields
                  .filter((f) => f.name !== field.name)
                  .map((f) => ['lines', f.name, 'oldProductId'])}
                style={PICKER}
              >
                <SkuPicker
                  label={lines[index]?.oldLabel}
                  onPick={label(field.name, 'oldLabel')}
                  testId={`relabel-line-old-${index}`}
                />
              </Form.Item>
              <ArrowRightOutlined style={{ lineHeight: '32px', paddingTop: 9 }} />
              <Form.Item
                name={[field.name, 'newProductId']}
                rules={[newRule, lineRule('lines', field.name, 'newProductId')]}
                dependencies={[['lines', field.name, 'oldProductId']]}
                style={PICKER}
              >
                <SkuPicker
                  label={lines[index]?.newLabel}
                  onPick={label(field.name, 'newLabel')}
                  testId={`relabel-line-new-${index}`}
                />
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
              <Button
                icon={<DeleteOutlined />}
                aria-label={t('form.removeLine')}
                title={t('form.removeLine')}
                disabled={fields.length <= 1}
                onClick={() => remove(field.name)}
                data-testid={`relabel-line-remove-${index}`}
              />
            </Flex>
          ))}
          <Form.ErrorList errors={errors} />
          <Flex justify="space-between" align="center" wrap gap={8} style={{ marginTop: 8 }}>
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              disabled={fields.length >= RELABEL_LIMITS.lines}
              onClick={() => add({ quantity: 1 })}
              data-testid="relabel-line-add"
            >
              {t('form.addLine')}
            </Button>
            <Typography.Text strong data-testid="relabel-form-total" data-quantity={total}>
              {t('form.total', { count: total })}
            </Typography.Text>
          </Flex>
        </>
      )}
    </Form.List>
  );
};
