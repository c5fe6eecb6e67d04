import { useTranslation } from 'react-i18next';
import { Form, Input } from 'antd';
import { BRAND_NAME_MAX, createBrandRequest, type Brand } from '@oms/contracts';
import { createOrUpdate } from '@/shared/api/domain';
import { zodRules } from '@/shared/lib/zod-rule';
import { EditForm, useEditForm } from '@/shared/ui/edit-form';
import { FormDialog, type FormDialogProps, type FormProps } from '@/shared/ui/form-dialog';
import { brandsApi, useBrandChange } from '../api';
import { NS } from '../brand-columns';

type Values = { name: string };
const rules = zodRules(createBrandRequest);

/** New brand or rename of one. */
export const BrandFormDialog = (props: FormDialogProps<Brand>) => (
  <FormDialog ns={NS} form={BrandForm} {...props} />
);

const BrandForm = ({ editing, onDone }: FormProps<Brand>) => {
  const { t } = useTranslation(NS);
  const save = useBrandChange(createOrUpdate<Values>(editing, brandsApi.create, brandsApi.update));
  const edit = useEditForm({ ns: NS, name: 'brand', fields: ['name'], editing, save, onDone });
  return (
    <EditForm {...edit} initialValues={{ name: editing?.name ?? '' }}>
      <Form.Item name="name" label={t('fields.name')} rules={rules.name}>
        <Input placeholder={t('form.namePlaceholder')} maxLength={BRAND_NAME_MAX} showCount />
      </Form.Item>
    </EditForm>
  );
};
