import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, App, Button, Drawer, Flex, Form, Input, Typography } from 'antd';
import {
  COMBINATION_LIMITS,
  createCombinationRequest,
  type Combination,
  type CombinationComponent,
  type CombinationDetail,
} from '@oms/contracts';
import { zodRules } from '../../../shared/lib/zod-rule';
import { useCreateCombination, useUpdateCombination } from '../api';
import { errorText, fieldPathOfError, NS } from '../lib/display';
import { ComponentsEditor, type LineValue } from './components-editor';
import type { KnownProduct } from '../../products';

export type CombinationFormTarget =
  { mode: 'create' } | { mode: 'edit'; row: Combination | CombinationDetail };

type Values = { name: string; remark?: string; components: LineValue[] };

const rules = zodRules(createCombinationRequest);

/** New combination, or edit of one: name, remark and its lines. */
export const CombinationFormDrawer = ({
  target,
  onClose,
}: {
  target: CombinationFormTarget | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation(NS);
  return (
    <Drawer
      title={t(target?.mode === 'edit' ? 'form.editTitle' : 'form.createTitle')}
      open={target !== null}
      onClose={onClose}
      destroyOnHidden
      size={640}
    >
      {target && <CombinationForm target={target} onDone={onClose} />}
    </Drawer>
  );
};

const knownOf = (row: Combination | CombinationDetail | null, english: boolean): KnownProduct[] =>
  (row?.components ?? []).map((line) => {
    // The detail page's lines carry the product's names; the list's only the SKU.
    const named = line as Partial<CombinationComponent>;
    return {
      productId: line.productId,
      sku: line.sku,
      name: named.nameCn ? (english ? named.nameEn : named.nameCn) : undefined,
    };
  });

const CombinationForm = ({ target, onDone }: { target: CombinationFormTarget; onDone: () => void }) => {
  const { t, i18n } = useTranslation(NS);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string | null>(null);
  const create = useCreateCombination();
  const update = useUpdateCombination();
  const editing = target.mode === 'edit' ? target.row : null;
  const [known] = useState(() => knownOf(editing, i18n.language === 'en'));

  const onFinish = async (values: Values) => {
    setError(null);
    const body = {
      name: values.name,
      remark: values.remark,
      components: values.components.map((l) => ({ productId: l.productId ?? '', ratio: Number(l.ratio) })),
    };
    try {
      if (editing) await update.mutateAsync({ ...body, id: editing.id });
      else await create.mutateAsync(body);
      void message.success(t(editing ? 'done.updated' : 'done.created'));
      onDone();
    } catch (err) {
      const text = errorText(err, t('failed'));
      const path = fieldPathOfError(err);
      if (path) form.setFields([{ name: path, errors: [text] }]);
      else setError(text);
    }
  };

  return (
    <Form<Values>
      form={form}
      name="combination"
      layout="vertical"
      onFinish={onFinish}
      initialValues={
        editing
          ? {
              name: editing.name,
              remark: editing.remark ?? '',
              components: editing.components.map((c) => ({ productId: c.productId, ratio: c.ratio })),
            }
          : { components: [{ ratio: 1 }] }
      }
    >
      {error && (
        <Alert
          id="combination_error"
          type="error"
          showIcon
          title={error}
          closable={{ onClose: () => setError(null) }}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form.Item name="name" label={t('fields.name')} rules={rules.name}>
        <Input maxLength={COMBINATION_LIMITS.name} />
      </Form.Item>
      <Form.Item label={t('form.lines')} required>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
          {t('form.linesHint')}
        </Typography.Paragraph>
        <ComponentsEditor form={form} known={known} />
      </Form.Item>
      <Form.Item name="remark" label={t('fields.remark')} rules={rules.remark}>
        <Input.TextArea rows={3} maxLength={COMBINATION_LIMITS.remark} />
      </Form.Item>
      <Flex justify="end" gap={8}>
        <Button onClick={onDone}>{t('form.cancel')}</Button>
        <Button
          id="combination_submit"
          type="primary"
          htmlType="submit"
          loading={create.isPending || update.isPending}
        >
          {t('form.submit')}
        </Button>
      </Flex>
    </Form>
  );
};
