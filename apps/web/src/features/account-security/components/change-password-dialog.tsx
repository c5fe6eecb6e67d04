import { useTranslation } from 'react-i18next';
import { Alert, App, Form, Input, Modal, type FormRule } from 'antd';
import { changePasswordRequest, type ChangePasswordRequest } from '@oms/contracts';
import i18n from '@/shared/i18n';
import { zodRules } from '@/shared/lib/zod-rule';
import { NewPasswordFields } from '@/shared/ui/new-password-fields';
import { useChangePassword, type PasswordChange } from '../api';
import { FormButtons } from '@/shared/ui/edit-form';
import { FormErrorAlert, useFormError } from '@/shared/ui/form-error';

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
  const change = useChangePassword();
  return (
    <Modal
      title={t('password.title')}
      open={open}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width={480}
    >
      <PasswordForm name="password" change={change} onDone={onClose} />
    </Modal>
  );
};

type FormProps = {
  /** The form's name: its fields are `#<name>_<field>`, its alert `#<name>_error`. */
  name: string;
  /** Which call changes it: the account security page's, or "my account"'s. */
  change: PasswordChange;
  /** After the change, and on cancel. */
  onDone: () => void;
};

/** Old, new and confirmed password, checked by the contracts' schema before the call. */
export const PasswordForm = ({ name, change, onDone }: FormProps) => {
  const { t } = useTranslation('account-security');
  const { message } = App.useApp();
  const [form] = Form.useForm<ChangePasswordRequest>();
  const failure = useFormError(form, FIELDS, t('failed'));

  const onFinish = async (values: ChangePasswordRequest) => {
    failure.clear();
    try {
      const { signedOutSessions } = await change.mutateAsync(values);
      void message.success(
        signedOutSessions > 0
          ? t('password.successOthers', { count: signedOutSessions })
          : t('password.success'),
      );
      onDone();
    } catch (err) {
      failure.show(err);
    }
  };

  return (
    <Form<ChangePasswordRequest> form={form} name={name} layout="vertical" onFinish={onFinish}>
      <Alert type="info" showIcon title={t('password.hint')} style={{ marginBottom: 16 }} />
      <FormErrorAlert id={`${name}_error`} error={failure.error} onClose={failure.clear} />
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
      <FormButtons
        name={name}
        pending={change.isPending}
        onCancel={onDone}
        cancelText={t('password.cancel')}
        submitText={t('password.submit')}
      />
    </Form>
  );
};
