import type { ComponentProps, CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Flex, Form, Typography, type FormListFieldData } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { NamespaceWith } from '@/shared/i18n/keys';

type Props = {
  /** The feature's namespace: `form.addLine`, `form.removeLine` and `form.total` ({count}) are read from it. */
  ns: NamespaceWith<'form.addLine' | 'form.removeLine' | 'form.total'>;
  /**
   * The document in test ids: `<testId>-line-<i>` (a row), `<testId>-line-remove-<i>`,
   * `<testId>-line-add` and `<testId>-form-total` (with `data-quantity`).
   */
  testId: string;
  /** The titles over the line's fields, each as wide as its field. */
  header: { title: ReactNode; style: CSSProperties }[];
  /** The rules of the lines together (shown under them). */
  rules: ComponentProps<typeof Form.List>['rules'];
  /** At most this many lines. */
  max: number;
  /** A new line's values. */
  newLine: object;
  /** The pieces of every line. */
  total: number;
  /** One line's fields (its remove button follows them). */
  children: (field: FormListFieldData, index: number, fields: FormListFieldData[]) => ReactNode;
};

/**
 * A document's lines (`lines` of the form): titles, a row of fields per line with its remove button
 * (one line at least), the lines' own errors, "add a line" and the total of pieces.
 */
export const LinesFrame = ({ ns, testId, header, rules, max, newLine, total, children }: Props) => {
  const { t } = useTranslation(ns);
  return (
    <Form.List name="lines" rules={rules}>
      {(fields, { add, remove }, { errors }) => (
        <>
          <Flex gap={8} style={{ marginBottom: 4 }}>
            {header.map((h, i) => (
              <Typography.Text key={i} type="secondary" style={h.style}>
                {h.title}
              </Typography.Text>
            ))}
          </Flex>
          {fields.map((field, index) => (
            <Flex key={field.key} gap={8} align="start" wrap data-testid={`${testId}-line-${index}`}>
              {children(field, index, fields)}
              <Button
                icon={<DeleteOutlined />}
                aria-label={t('form.removeLine')}
                title={t('form.removeLine')}
                disabled={fields.length <= 1}
                onClick={() => remove(field.name)}
                data-testid={`${testId}-line-remove-${index}`}
              />
            </Flex>
          ))}
          <Form.ErrorList errors={errors} />
          <Flex justify="space-between" align="center" wrap gap={8} style={{ marginTop: 8 }}>
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              disabled={fields.length >= max}
              onClick={() => add(newLine)}
              data-testid={`${testId}-line-add`}
            >
              {t('form.addLine')}
            </Button>
            <Typography.Text strong data-testid={`${testId}-form-total`} data-quantity={total}>
              {t('form.total', { count: total })}
            </Typography.Text>
          </Flex>
        </>
      )}
    </Form.List>
  );
};
