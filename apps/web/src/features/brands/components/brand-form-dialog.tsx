import { useTranslation } from 'react-i18next';
import { App, Button, Flex, Form, Input, Modal } from 'antd';
import { BRAND_NAME_MAX, createBrandRequest, type Brand } from '@oms/contracts';
import { zodRules } from '../../../shared/lib/zod-rule';
import { useCreateBrand, useUpdateBrand } from '../api';
import { NS } from '../brand-columns';
import { FormErrorAlert, useFormError } from '../../../shared/ui/form-error';

export type BrandFormTarget = { mode: 'create' } | { mode: 'edit'; row: Brand };
type Values = { name: string };
const rules = zodRules(createBrandRequest);

/** New brand or rename of one. */
export const BrandFormDialog = ({
  target,
  onClose,
}: {
  target: BrandFormTarget | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation(NS);
  return (
    <Modal
      title={t(target?.mode === 'edit' ? 'form.editTitle' : 'form.createTitle')}
      open={target !== null}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      {target && <BrandForm target={target} onDone={onClose} />}
    </Modal>
  );
};

const BrandForm = ({ target, onDone }: { target: BrandFormTarget; onDone: () => void }) => {
  const { t } = useTranslation(NS);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const failure = useFormError(form, ['name'] as const, t('failed'));
  const create = useCreateBrand();
  const update = useUpdateBrand();
  const editing = target.mode === 'edit' ? target.row : null;

  const onFinish = async (values: Values) => {
    failure.clear();
    try {
      if (editing) await update.mutateAsync({ id: editing.id, name: values.name });
      else await create.mutateAsync(values);
      void message.success(t(editing ? 'done.updated' : 'done.created'));
      onDone();
    } catch (err) {
      failure.show(err);
    }
  };

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
      <Flex justify="end" gap={8}>
        <Button onClick={onDone}>{t('form.cancel')}</Button>
        <Button
          id="brand_submit"
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
