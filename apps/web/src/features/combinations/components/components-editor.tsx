import { useTranslation } from 'react-i18next';
import { Button, Flex, Form, InputNumber, Typography, type FormInstance, type FormRule } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { COMBINATION_LIMITS, combinationTotalPcs, componentProductSchema, ratioSchema } from '@oms/contracts';
import i18n from '@/shared/i18n';
import { zodRule } from '@/shared/lib/zod-rule';
import { NS } from '../lib/display';
import { ProductPicker, type KnownProduct } from '@/features/products';

export type LineValue = { productId?: string; ratio?: number | null };

const productRule = zodRule(componentProductSchema);
const ratioRule = zodRule(ratioSchema);

// The contracts' line rules as form rules: 1 to 50 lines, a product once (the repeated line is marked).
const listRule = {
  validator: async (_rule: unknown, lines: LineValue[] | undefined) => {
    const n = lines?.length ?? 0;
    if (n < COMBINATION_LIMITS.componentsMin)
      throw new Error(i18n.t('messages:combinations.componentsRequired'));
    if (n > COMBINATION_LIMITS.componentsMax)
      throw new Error(i18n.t('messages:combinations.componentsTooMany'));
  },
};
const onceRule =
  (index: number): FormRule =>
  ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      const lines = (getFieldValue('components') ?? []) as LineValue[];
      if (value && lines.slice(0, index).some((l) => l?.productId === value))
        throw new Error(i18n.t('messages:combinations.componentDuplicate'));
    },
  });

/** The lines: a product picker and a ratio each, add and remove, and the live total PCS. */
export const ComponentsEditor = ({ form, known }: { form: FormInstance; known: KnownProduct[] }) => {
  const { t } = useTranslation(NS);
  const lines = (Form.useWatch('components', form) ?? []) as LineValue[];
  const total = combinationTotalPcs(lines.map((l) => ({ ratio: l?.ratio })));
  const takenBy = (index: number) =>
    lines.flatMap((l, i) => (i !== index && l?.productId ? [l.productId] : []));

  return (
    <Form.List name="components" rules={[listRule]}>
      {(fields, { add, remove }, { errors }) => (
        <>
          {fields.map((field, index) => (
            <Flex key={field.key} gap={8} align="start" data-testid={`combination-line-${index}`}>
              <Form.Item
                name={[field.name, 'productId']}
                rules={[productRule, onceRule(index)]}
                style={{ flex: 1, minWidth: 0 }}
              >
                <ProductPicker passedOnly known={known} taken={takenBy(index)} />
              </Form.Item>
              <Form.Item name={[field.name, 'ratio']} rules={[ratioRule]}>
                <InputNumber
                  min={COMBINATION_LIMITS.ratioMin}
                  max={COMBINATION_LIMITS.ratioMax}
                  precision={0}
                  placeholder={t('fields.ratio')}
                  style={{ width: 120 }}
                />
              </Form.Item>
              <Button
                icon={<DeleteOutlined />}
                aria-label={t('actions.removeLine')}
                title={t('actions.removeLine')}
                disabled={fields.length <= COMBINATION_LIMITS.componentsMin}
                onClick={() => remove(field.name)}
                data-testid={`combination-line-remove-${index}`}
              />
            </Flex>
          ))}
          <Form.ErrorList errors={errors} />
          <Flex justify="space-between" align="center" style={{ marginTop: 8 }}>
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              disabled={fields.length >= COMBINATION_LIMITS.componentsMax}
              onClick={() => add({ ratio: 1 })}
              data-testid="combination-line-add"
            >
              {t('actions.addLine')}
            </Button>
            <Typography.Text strong data-testid="combination-form-total">
              {t('form.totalPcs', { total })}
            </Typography.Text>
          </Flex>
        </>
      )}
    </Form.List>
  );
};
