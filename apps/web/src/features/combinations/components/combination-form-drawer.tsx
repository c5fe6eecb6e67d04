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
import { combinationsApi, useCombinationChange } from '../api';
import { EditForm, useEditForm } from '@/shared/ui/edit-form';
import { FormDialog, type FormDialogProps, type FormProps } from '@/shared/ui/form-dialog';
import { NS } from '../lib/display';
import { ComponentsEditor, type LineValue } from './components-editor';
import type { KnownProduct } from '@/features/products';

/** The list edits a row of its page; the detail page, the combination it shows. */
type Editable = Combination | CombinationDetail;

type Values = { name: string; remark?: string; components: LineValue[] };

const rules = zodRules(createCombinationRequest);
const FIELDS = ['name', 'remark', 'components'] as const;

/** The form's values of a combination, or of a new one (with one empty line). */
const valuesOf = (row: Editable | null): Partial<Values> =>
  row
    ? {
        name: row.name,
        remark: row.remark ?? '',
        components: row.components.map((c) => ({ productId: c.productId, ratio: c.ratio })),
      }
    : { components: [{ ratio: 1 }] };

/** New combination, or edit of one: name, remark and its lines. */
export const CombinationFormDrawer = (props: FormDialogProps<Editable>) => (
  <FormDialog ns={NS} as="drawer" width={640} form={CombinationForm} {...props} />
);

const knownOf = (row: Editable | null, english: boolean): KnownProduct[] =>
  (row?.components ?? []).map((line) => {
    // The detail page's lines carry the product's names; the list's only the SKU.
    const named = line as Partial<CombinationComponent>;
    return {
      productId: line.productId,
      sku: line.sku,
      name: named.nameCn ? (english ? named.nameEn : named.nameCn) : undefined,
    };
  });

const CombinationForm = ({ editing, onDone }: FormProps<Editable>) => {
  const { t, i18n } = useTranslation(NS);
  const [known] = useState(() => knownOf(editing, i18n.language === 'en'));
  const save = useCombinationChange((values: Values) => {
    const body = {
      name: values.name,
      remark: values.remark,
      components: values.components.map((l) => ({ productId: l.productId ?? '', ratio: Number(l.ratio) })),
    };
    return editing ? combinationsApi.update({ ...body, id: editing.id }) : combinationsApi.create(body);
  });
  const edit = useEditForm({ ns: NS, name: 'combination', fields: FIELDS, editing, save, onDone });

  return (
    <EditForm {...edit} initialValues={valuesOf(editing)}>
      <Form.Item name="name" label={t('fields.name')} rules={rules.name}>
        <Input maxLength={COMBINATION_LIMITS.name} />
      </Form.Item>
      <Form.Item label={t('form.lines')} required>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
          {t('form.linesHint')}
        </Typography.Paragraph>
        <ComponentsEditor form={edit.form} known={known} />
      </Form.Item>
      <Form.Item name="remark" label={t('fields.remark')} rules={rules.remark}>
        <Input.TextArea rows={3} maxLength={COMBINATION_LIMITS.remark} />
      </Form.Item>
    </EditForm>
  );
};
