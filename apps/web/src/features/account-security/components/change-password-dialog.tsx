import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, App, Button, Flex, Form, Input, Modal, type FormRule } from 'antd';
import { changePasswordRequest, type ChangePasswordRequest } from '@oms/contracts';
import i18n from '@/shared/i18n';
import { zodRules } from '@/shared/lib/zod-rule';
import { NewPasswordFields } from '@/shared/ui/new-password-fields';
import { useChangePassword } from '../api';
import { errorText, fieldOfError } from '@/shared/api/errors';

const FIELDS = ['oldPassword', 'newPassword', 'confirmPassword'] as const;
const rules = zodRules(changePasswordRequest);

/** The new password may not be the old one (the server says so too; the form says it first). */
const differsFromOld: FormRule = ({ getFieldValue }) => ({
  validator: async (_rule, value: unknown) => {
    if (!value || value !== getFieldValue('oldPassword')) return;
    throw new Error(i18n.t('messages:security.samePassword'));
  },
});

type Props = { open: boolean; onClose: () => void };

/** Old, new and confirmed password; on success every other session of the user is signed out. */
export const ChangePasswordDialog = ({ open, onClose }: Props) => {
  const { t } = useTranslation('account-security');
  return (
    <Modal
      title={t('password.title')}
      open={open}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width={480}
    >
      <PasswordForm onDone={onClose} />
    </Modal>
  );
};

const PasswordForm = ({ onDone }: { onDone: () => void }) => {
  const { t } = useTranslation('account-security');
  const { message } = App.useApp();
  const [form] = Form.useForm<ChangePasswordRequest>();
  const [error, setError] = useState<string | null>(null);
  const change = useChangePassword();

  const onFinish = async (values: ChangePasswordRequest) => {
    setError(null);
    try {
      const { signedOutSessions } = await change.mutateAsync(values);
      void message.success(
        signedOutSessions > 0
          ? t('password.successOthers', { count: signedOutSessions })
          : t('password.success'),
      );
      onDone();
    } catch (err) {
      const text = errorText(err, t('failed'));
      const field = fieldOfError(err, FIELDS);
      if (field) form.setFields([{ name: field, errors: [text] }]);
      else setError(text);
    }
  };

  return (
    <Form<ChangePasswordRequest> form={form} name="password" layout="vertical" onFinish={onFinish}>
      <Alert type="info" showIcon title={t('password.hint')} style={{ marginBottom: 16 }} />
      {error && (
        <Alert
          id="password_error"
          type="error"
          showIcon
          title={error}
          closable={{ onClose: () => setError(null) }}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form.Item name="oldPassword" label={t('password.old')} rules={rules.oldPassword}>
        <Input.Password placeholder={t('password.oldPlaceholder')} autoComplete="current-password" />
      </Form.Item>
      <NewPasswordFields
        password={{
          name: 'newPassword',
          label: t('password.new'),
          placeholder: (hint) => t('password.newPlaceholder', hint),
          dependencies: ['oldPassword'],
          rules: [...rules.newPassword, differsFromOld],
        }}
        confirm={{
          name: 'confirmPassword',
          label: t('password.confirm'),
          placeholder: t('password.confirmPlaceholder'),
          rules: rules.confirmPassword,
        }}
      />
      <Flex justify="end" gap={8}>
        <Button onClick={onDone}>{t('password.cancel')}</Button>
        <Button id="password_submit" type="primary" htmlType="submit" loading={change.isPending}>
          {t('password.submit')}
        </Button>
      </Flex>
    </Form>
  );
};
