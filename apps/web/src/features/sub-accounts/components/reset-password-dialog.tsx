import { useTranslation } from 'react-i18next';
import { Alert, App, Form, Modal } from 'antd';
import { resetSubAccountPasswordRequest, type SubAccount } from '@oms/contracts';
import { zodRules } from '@/shared/lib/zod-rule';
import { SubAccountPasswordFields } from './sub-account-password-fields';
import { subAccountsApi, useSubAccountChange } from '../api';
import { NS } from '../sub-account-columns';
import { FormButtons } from '@/shared/ui/edit-form';
import { useFormError } from '@/shared/ui/form-error';

type Values = { password: string; confirmPassword: string };
const rules = zodRules(resetSubAccountPasswordRequest);

type Props = { target: SubAccount | null; onClose: () => void };

/** A new password for a sub-account; its sessions end, so it signs in again with the new one. */
export const ResetPasswordDialog = ({ target, onClose }: Props) => {
  const { t } = useTranslation(NS);
  return (
    <Modal title={t('reset.title')} open={target !== null} onCancel={onClose} footer={null} destroyOnHidden>
      {target && <ResetForm target={target} onDone={onClose} />}
    </Modal>
  );
};

const ResetForm = ({ target, onDone }: { target: SubAccount; onDone: () => void }) => {
  const { t } = useTranslation(NS);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const failure = useFormError(form, ['password', 'confirmPassword'], t('failed'));
  const reset = useSubAccountChange(subAccountsApi.resetPassword);

  const onFinish = async (values: Values) => {
    failure.clear();
    try {
      await reset.mutateAsync({ id: target.id, ...values });
      void message.success(t('done.passwordReset'));
      onDone();
    } catch (err) {
      failure.show(err);
    }
  };

  return (
    <Form<Values> form={form} name="reset-password" layout="vertical" onFinish={onFinish}>
      <Alert
        type="info"
        showIcon
        title={t('reset.hint', { account: target.accountName })}
        style={{ marginBottom: 16 }}
      />
      {failure.error && <Alert type="error" showIcon title={failure.error} style={{ marginBottom: 16 }} />}
      <SubAccountPasswordFields rules={rules} />
      <FormButtons
        name="reset-password"
        pending={reset.isPending}
        onCancel={onDone}
        cancelText={t('form.cancel')}
        submitText={t('reset.submit')}
        danger
      />
    </Form>
  );
};
