import { useTranslation } from 'react-i18next';
import { Form, Input } from 'antd';
import { BRAND_NAME_MAX, createBrandRequest, type Brand } from '@oms/contracts';
import { zodRules } from '@/shared/lib/zod-rule';
import { FormErrorAlert } from '@/shared/ui/form-error';
import { FormActions, FormDialog, useSaveForm, type FormTarget } from '@/shared/ui/form-dialog';
import { useCreateBrand, useUpdateBrand } from '../api';
import { NS } from '../brand-columns';

export type BrandFormTarget = FormTarget<Brand>;
type Values = { name: string };
const rules = zodRules(createBrandRequest);

/** New brand or rename of one. */
export const BrandFormDialog = (props: { target: BrandFormTarget | null; onClose: () => void }) => (
  <FormDialog ns={NS} {...props}>
    {(target, onDone) => <BrandForm target={target} onDone={onDone} />}
  </FormDialog>
);

const BrandForm = ({ target, onDone }: { target: BrandFormTarget; onDone: () => void }) => {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<Values>();
  const create = useCreateBrand();
  const update = useUpdateBrand();
  const editing = target.mode === 'edit' ? target.row : null;
  const { onFinish, failure } = useSaveForm({
    ns: NS,
    form,
    fields: ['name'] as const,
    editing,
    save: (values: Values, row) =>
      row ? update.mutateAsync({ id: row.id, name: values.name }) : create.mutateAsync(values),
    onDone,
  });

  return (
    <Form<Values>
      form={form}
      name="brand"
      layout="vertical"
      onFinish={onFinish}
      initialValues={{ name: editing?.name ?? '' }}
    >
      <FormErrorAlert id="brand_error" error={failure.error} onClose={failure.clear} />
      <Form.Item name="name" label={t('fields.name')} rules={rules.name}>
        <Input placeholder={t('form.namePlaceholder')} maxLength={BRAND_NAME_MAX} showCount />
      </Form.Item>
      <FormActions ns={NS} name="brand" pending={create.isPending || update.isPending} onCancel={onDone} />
    </Form>
  );
};
