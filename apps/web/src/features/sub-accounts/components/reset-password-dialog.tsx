import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, App, Button, Flex, Form, Modal } from 'antd';
import { resetSubAccountPasswordRequest, type SubAccount } from '@oms/contracts';
import { zodRules } from '@/shared/lib/zod-rule';
import { SubAccountPasswordFields } from './sub-account-password-fields';
import { useResetSubAccountPassword } from '../api';
import { errorText, fieldOfError } from '@/shared/api/errors';
import { NS } from '../sub-account-columns';

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
  const [error, setError] = useState<string | null>(null);
  const reset = useResetSubAccountPassword();

  const onFinish = async (values: Values) => {
    setError(null);
    try {
      await reset.mutateAsync({ id: target.id, ...values });
      void message.success(t('done.passwordReset'));
      onDone();
    } catch (err) {
      const text = errorText(err, t('failed'));
      const field = fieldOfError(err, ['password', 'confirmPassword'] as const);
      if (field) form.setFields([{ name: field, errors: [text] }]);
      else setError(text);
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
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <SubAccountPasswordFields rules={rules} />
      <Flex justify="end" gap={8}>
        <Button onClick={onDone}>{t('form.cancel')}</Button>
        <Button id="reset-password_submit" type="primary" danger htmlType="submit" loading={reset.isPending}>
          {t('reset.submit')}
        </Button>
      </Flex>
    </Form>
  );
};
