import { useTranslation } from 'react-i18next';
import { App, Descriptions, Divider, Drawer, Form, Input, Typography } from 'antd';
import { updateMyProfileRequest, type SecurityInfo, type UpdateMyProfileRequest } from '@oms/contracts';
import { zodRules } from '@/shared/lib/zod-rule';
import { useAppStore } from '@/shared/stores/app-store';
import { FormButtons } from '@/shared/ui/edit-form';
import { FormErrorAlert, useFormError } from '@/shared/ui/form-error';
import { LoadGate } from '@/shared/ui/load-gate';
import { useChangeOwnPassword, useMyAccount, useUpdateMyProfile } from '../api';
import { PasswordForm } from './change-password-dialog';

const rules = zodRules(updateMyProfileRequest);
const PROFILE_FIELDS = ['userName'] as const;

type Props = { open: boolean; onClose: () => void };

/**
 * "My account" from the user menu, for every user whatever the role: one's own name (phone and
 * e-mail shown, changed with a code on the account security page) and one's own password.
 */
export const MyAccountDrawer = ({ open, onClose }: Props) => {
  const { t } = useTranslation('account-security');
  const mobile = useAppStore((s) => s.mobile);
  return (
    <Drawer
      title={t('mine.title')}
      open={open}
      onClose={onClose}
      destroyOnHidden
      size={mobile ? '100%' : 480}
      data-testid="my-account-drawer"
    >
      {open && <MyAccount onClose={onClose} />}
    </Drawer>
  );
};

const MyAccount = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation('account-security');
  const info = useMyAccount();
  const change = useChangeOwnPassword();
  return (
    <LoadGate query={info} title={t('mine.title')} rows={6} failed={t('loadFailed')} retry={t('retry')}>
      {(data: SecurityInfo) => (
        <>
          <Typography.Title level={5}>{t('mine.profile')}</Typography.Title>
          <ProfileForm info={data} onCancel={onClose} />
          <Divider />
          <Typography.Title level={5}>{t('password.title')}</Typography.Title>
          <PasswordForm name="myPassword" change={change} onDone={onClose} />
        </>
      )}
    </LoadGate>
  );
};

/** The name, editable; account, phone and e-mail, read only here. */
const ProfileForm = ({ info, onCancel }: { info: SecurityInfo; onCancel: () => void }) => {
  const { t } = useTranslation('account-security');
  const { message } = App.useApp();
  const [form] = Form.useForm<UpdateMyProfileRequest>();
  const failure = useFormError(form, PROFILE_FIELDS, t('failed'));
  const update = useUpdateMyProfile();
  const onFinish = async (values: UpdateMyProfileRequest) => {
    failure.clear();
    try {
      await update.mutateAsync(values);
      void message.success(t('mine.saved'));
    } catch (err) {
      failure.show(err);
    }
  };
  return (
    <Form<UpdateMyProfileRequest>
      form={form}
      name="myProfile"
      layout="vertical"
      initialValues={{ userName: info.userName }}
      onFinish={onFinish}
    >
      <FormErrorAlert id="myProfile_error" error={failure.error} onClose={failure.clear} />
      <Descriptions
        size="small"
        column={1}
        style={{ marginBottom: 16 }}
        items={[
          { key: 'accountName', label: t('account.accountName'), children: info.accountName },
          { key: 'phone', label: t('bind.phone'), children: info.phoneMasked ?? t('status.unbound') },
          { key: 'email', label: t('bind.email'), children: info.emailMasked ?? t('status.unbound') },
        ]}
      />
      <Typography.Paragraph type="secondary">{t('mine.contactHint')}</Typography.Paragraph>
      <Form.Item name="userName" label={t('account.userName')} rules={rules.userName}>
        <Input placeholder={t('mine.userNamePlaceholder')} autoComplete="name" />
      </Form.Item>
      <FormButtons
        name="myProfile"
        pending={update.isPending}
        onCancel={onCancel}
        cancelText={t('password.cancel')}
        submitText={t('mine.save')}
      />
    </Form>
  );
};
