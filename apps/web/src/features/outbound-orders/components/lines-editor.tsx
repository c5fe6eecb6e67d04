import { useTranslation } from 'react-i18next';
import { Button, Flex, Form, InputNumber, Typography, type FormInstance, type FormRule } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { z } from 'zod';
import { OUTBOUND_LIMITS, outboundDraftFields, outboundLine } from '@oms/contracts';
import i18n from '@/shared/i18n';
import { issueMessage, zodRule } from '@/shared/lib/zod-rule';
import { NS } from '../lib/display';
import type { LineValue } from '../lib/form-values';
import { LinePicker } from './line-picker';

const quantityRule = zodRule(outboundLine.shape.quantity);
const itemRule: FormRule = {
  validator: async (_rule, value: unknown) => {
    if (!value) throw new Error(i18n.t('messages:outbound.linesRequired'));
  },
};
// The contracts' rule of the list itself (1 to OUTBOUND_LIMITS.lines lines).
const listRule = {
  validator: async (_rule: unknown, lines: LineValue[] | undefined) => {
    const issue = z
      .safeParse(
        outboundDraftFields.lines,
        (lines ?? []).map(() => ({ kind: 'PRODUCT', id: '1', quantity: 1 })),
      )
      .error?.issues.find((i) => i.path.length === 0);
    if (issue) throw new Error(issueMessage(issue, lines));
  },
};

/** The lines: a product or a combination and how many each, add, remove, the total. */
export const LinesEditor = ({ form }: { form: FormInstance }) => {
  const { t } = useTranslation(NS);
  const lines = (Form.useWatch('lines', { form, preserve: true }) ?? []) as LineValue[];
  const total = lines.reduce((n, l) => n + (l?.item ? (l.quantity ?? 0) : 0), 0);
  const takenBy = (index: number) => lines.flatMap((l, i) => (i !== index && l?.item ? [l.item] : []));

  return (
    <Form.List name="lines" rules={[listRule]}>
      {(fields, { add, remove }, { errors }) => (
        <>
          {fields.map((field, index) => (
            <Flex key={field.key} gap={8} align="start" wrap data-testid={`outbound-line-${index}`}>
              <Form.Item
                name={[field.name, 'item']}
                rules={[itemRule]}
                style={{ flex: '1 1 260px', minWidth: 0, marginBottom: 8 }}
              >
                <LinePicker
                  label={lines[index]?.label}
                  onPick={(label) => form.setFieldValue(['lines', field.name, 'label'], label)}
                  taken={takenBy(index)}
                  testId={`outbound-line-item-${index}`}
                />
              </Form.Item>
              <Form.Item name={[field.name, 'quantity']} rules={[quantityRule]} style={{ marginBottom: 8 }}>
                <InputNumber
                  min={1}
                  max={OUTBOUND_LIMITS.quantityMax}
                  precision={0}
                  placeholder={t('fields.totalQuantity')}
                  style={{ width: 120 }}
                  data-testid={`outbound-line-quantity-${index}`}
                />
              </Form.Item>
              <Button
                icon={<DeleteOutlined />}
                aria-label={t('form.removeLine')}
                title={t('form.removeLine')}
                disabled={fields.length <= 1}
                onClick={() => remove(field.name)}
                data-testid={`outbound-line-remove-${index}`}
              />
            </Flex>
          ))}
          <Form.ErrorList errors={errors} />
          <Flex justify="space-between" align="center" wrap gap={8} style={{ marginTop: 8 }}>
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              disabled={fields.length >= OUTBOUND_LIMITS.lines}
              onClick={() => add({ quantity: 1 })}
              data-testid="outbound-line-add"
            >
              {t('form.addLine')}
            </Button>
            <Typography.Text strong data-testid="outbound-form-total" data-quantity={total}>
              {t('form.total', { count: total })}
            </Typography.Text>
          </Flex>
        </>
      )}
    </Form.List>
  );
};
