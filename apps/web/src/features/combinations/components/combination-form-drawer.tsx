import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Input, Typography } from 'antd';
import {
  COMBINATION_LIMITS,
  createCombinationRequest,
  type Combination,
  type CombinationComponent,
  type CombinationDetail,
} from '@oms/contracts';
import { zodRules } from '@/shared/lib/zod-rule';
import { useCreateCombination, useUpdateCombination } from '../api';
import { FormErrorAlert } from '@/shared/ui/form-error';
import { FormActions, FormDialog, useSaveForm, type FormTarget } from '@/shared/ui/form-dialog';
import { NS } from '../lib/display';
import { ComponentsEditor, type LineValue } from './components-editor';
import type { KnownProduct } from '@/features/products';

export type CombinationFormTarget = FormTarget<Combination | CombinationDetail>;

type Values = { name: string; remark?: string; components: LineValue[] };

const rules = zodRules(createCombinationRequest);
const FIELDS = ['name', 'remark', 'components'] as const;

/** New combination, or edit of one: name, remark and its lines. */
export const CombinationFormDrawer = (props: {
  target: CombinationFormTarget | null;
  onClose: () => void;
}) => (
  <FormDialog ns={NS} as="drawer" width={640} {...props}>
    {(target, onDone) => <CombinationForm target={target} onDone={onDone} />}
  </FormDialog>
);

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
  const [form] = Form.useForm<Values>();
  const create = useCreateCombination();
  const update = useUpdateCombination();
  const editing = target.mode === 'edit' ? target.row : null;
  const [known] = useState(() => knownOf(editing, i18n.language === 'en'));

  const { onFinish, failure } = useSaveForm({
    ns: NS,
    form,
    fields: FIELDS,
    editing,
    save: (values: Values, row) => {
      const body = {
        name: values.name,
        remark: values.remark,
        components: values.components.map((l) => ({ productId: l.productId ?? '', ratio: Number(l.ratio) })),
      };
      return row ? update.mutateAsync({ ...body, id: row.id }) : create.mutateAsync(body);
    },
    onDone,
  });

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
      <FormErrorAlert id="combination_error" error={failure.error} onClose={failure.clear} />
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
      <FormActions
        ns={NS}
        name="combination"
        pending={create.isPending || update.isPending}
        onCancel={onDone}
      />
    </Form>
  );
};
