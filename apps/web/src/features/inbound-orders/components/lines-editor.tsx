import { useTranslation } from 'react-i18next';
import { Button, Flex, Form, InputNumber, Typography, type FormInstance, type FormRule } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { z } from 'zod';
import { INBOUND_LIMITS, inboundLineInput, inboundLineQuantity, inboundOrderFields } from '@oms/contracts';
import i18n from '@/shared/i18n';
import { issueMessage, zodRule } from '@/shared/lib/zod-rule';
import { orderRule, type LineValue } from '../lib/form-values';
import { NS } from '../lib/display';
import { SkuPicker, type PickedProduct } from './sku-picker';

const boxesRule = zodRule(inboundLineInput.shape.boxes);
const productRule: FormRule = {
  validator: async (_rule, value: unknown) => {
    if (!value) throw new Error(i18n.t('messages:inboundOrders.linesRequired'));
  },
};
// The contracts' rule of the list itself (1 to INBOUND_LIMITS.linesMax lines); its lines' own
// rules are the items'.
const listRule = {
  validator: async (_rule: unknown, lines: LineValue[] | undefined) => {
    const issue = z
      .safeParse(inboundOrderFields.lines, lines ?? [])
      .error?.issues.find((i) => i.path.length === 0);
    if (issue) throw new Error(issueMessage(issue, lines));
  },
};

/** Quantity of a line: boxes × pieces per carton (the contracts' `inboundLineQuantity`), 0 until both are known. */
export const lineQuantity = (l: LineValue | undefined) =>
  l?.piecesPerCarton && l.boxes ? inboundLineQuantity(l.boxes, l.piecesPerCarton) : 0;

/** The totals of the lines: SKUs, boxes, pieces. */
export const totalsOf = (lines: LineValue[]) => ({
  skus: lines.filter((l) => l?.productId).length,
  boxes: lines.reduce((n, l) => n + (l?.boxes ?? 0), 0),
  quantity: lines.reduce((n, l) => n + lineQuantity(l), 0),
});

/** The lines: a passed product and its boxes each, the quantity computed live, add, remove, totals. */
export const LinesEditor = ({ form }: { form: FormInstance }) => {
  const { t } = useTranslation(NS);
  // `preserve`: the picked product's SKU, name and pieces per carton are kept beside the line's fields.
  const lines = (Form.useWatch('lines', { form, preserve: true }) ?? []) as LineValue[];
  const totals = totalsOf(lines);
  const takenBy = (index: number) =>
    lines.flatMap((l, i) => (i !== index && l?.productId ? [l.productId] : []));
  const pick = (index: number, p: PickedProduct) =>
    form.setFieldValue(['lines', index], { ...form.getFieldValue(['lines', index]), ...p });

  return (
    <Form.List name="lines" rules={[listRule]}>
      {(fields, { add, remove }, { errors }) => (
        <>
          {fields.map((field, index) => {
            const line = lines[index];
            const pieces = line?.piecesPerCarton;
            return (
              <Flex key={field.key} gap={8} align="start" wrap data-testid={`inbound-line-${index}`}>
                <Form.Item
                  name={[field.name, 'productId']}
                  rules={[productRule, orderRule('lines', field.name, 'productId')]}
                  style={{ flex: '1 1 220px', minWidth: 0, marginBottom: 8 }}
                >
                  <SkuPicker
                    onPick={(p) => pick(index, p)}
                    current={
                      line?.productId && line.sku
                        ? {
                            productId: line.productId,
                            sku: line.sku,
                            name: line.name ?? '',
                            piecesPerCarton: line.piecesPerCarton ?? 0,
                          }
                        : undefined
                    }
                    taken={takenBy(index)}
                    testId={`inbound-line-sku-${index}`}
                  />
                </Form.Item>
                <Form.Item name={[field.name, 'boxes']} rules={[boxesRule]} style={{ marginBottom: 8 }}>
                  <InputNumber
                    min={1}
                    max={INBOUND_LIMITS.boxesMax}
                    precision={0}
                    placeholder={t('fields.boxes')}
                    suffix={t('form.boxesUnit')}
                    style={{ width: 120 }}
                    data-testid={`inbound-line-boxes-${index}`}
                  />
                </Form.Item>
                <Typography.Text
                  type="secondary"
                  style={{ lineHeight: '32px', minWidth: 130 }}
                  data-testid={`inbound-line-quantity-${index}`}
                  data-value={lineQuantity(line)}
                >
                  {pieces ? t('form.lineQuantity', { pieces, quantity: lineQuantity(line) }) : '-'}
                </Typography.Text>
                <Button
                  icon={<DeleteOutlined />}
                  aria-label={t('form.removeLine')}
                  title={t('form.removeLine')}
                  disabled={fields.length <= 1}
                  onClick={() => remove(field.name)}
                  data-testid={`inbound-line-remove-${index}`}
                />
              </Flex>
            );
          })}
          <Form.ErrorList errors={errors} />
          <Flex justify="space-between" align="center" wrap gap={8} style={{ marginTop: 8 }}>
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              disabled={fields.length >= INBOUND_LIMITS.linesMax}
              onClick={() => add({ boxes: 1 })}
              data-testid="inbound-line-add"
            >
              {t('form.addLine')}
            </Button>
            <Typography.Text strong data-testid="inbound-form-totals" data-quantity={totals.quantity}>
              {t('form.totals', totals)}
            </Typography.Text>
          </Flex>
        </>
      )}
    </Form.List>
  );
};
