import { useTranslation } from 'react-i18next';
import { App, Button, Flex, Form, Input, Modal, Radio, Select } from 'antd';
import {
  ACCOUNT_STATUSES,
  createSubAccountRequest,
  LIMITS,
  PASSWORD_SPECIALS,
  updateSubAccountRequest,
  USER_NAME_MAX,
  type AccountStatus,
  type SubAccount,
} from '@oms/contracts';
import { sameAsRule, zodRules } from '../../../shared/lib/zod-rule';
import { useCreateSubAccount, useRoleOptions, useUpdateSubAccount } from '../api';
import { NS } from '../sub-account-columns';
import { FormErrorAlert, useFormError } from '../../../shared/ui/form-error';

export type FormTarget = { mode: 'create' } | { mode: 'edit'; row: SubAccount };

type Values = {
  accountName: string;
  password: string;
  confirmPassword: string;
  userName: string;
  phone?: string;
  email?: string;
  roleId: string;
  status: AccountStatus;
};
const FIELDS = [
  'accountName',
  'password',
  'confirmPassword',
  'userName',
  'phone',
  'email',
  'roleId',
] as const;
const createRules = zodRules(createSubAccountRequest);
const updateRules = zodRules(updateSubAccountRequest);

type Props = { target: FormTarget | null; onClose: () => void };

/** New sub-account (account, password, name, contacts, role, status) or edit of one (no account or password). */
export const SubAccountFormDialog = ({ target, onClose }: Props) => {
  const { t } = useTranslation(NS);
  return (
    <Modal
      title={t(target?.mode === 'edit' ? 'form.editTitle' : 'form.createTitle')}
      open={target !== null}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width={560}
    >
      {target && <AccountForm target={target} onDone={onClose} />}
    </Modal>
  );
};

const AccountForm = ({ target, onDone }: { target: FormTarget; onDone: () => void }) => {
  const { t } = useTranslation(NS);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const failure = useFormError(form, FIELDS, t('failed'));
  const roles = useRoleOptions();
  const create = useCreateSubAccount();
  const update = useUpdateSubAccount();
  const editing = target.mode === 'edit' ? target.row : null;

  const onFinish = async (values: Values) => {
    failure.clear();
    try {
      if (editing) {
        const { userName, phone, email, roleId } = values;
        await update.mutateAsync({ id: editing.id, userName, phone, email, roleId });
        void message.success(t('done.updated'));
      } else {
        await create.mutateAsync(values);
        void message.success(t('done.created'));
      }
      onDone();
    } catch (err) {
      failure.show(err);
    }
  };

  return (
    <Form<Values>
      form={form}
      name="sub-account"
      layout="vertical"
      onFinish={onFinish}
      initialValues={
        editing
          ? {
              userName: editing.userName,
              phone: editing.phone ?? '',
              email: editing.email ?? '',
              roleId: editing.roleId ?? undefined,
            }
          : { status: 'ENABLED' }
      }
    >
      <FormErrorAlert id="sub-account_error" error={failure.error} onClose={failure.clear} />
      {editing ? (
        <Form.Item label={t('fields.accountName')}>
          <Input value={editing.accountName} disabled />
        </Form.Item>
      ) : (
        <>
          <Form.Item name="accountName" label={t('fields.accountName')} rules={createRules.accountName}>
            <Input
              placeholder={t('form.accountNamePlaceholder')}
              maxLength={LIMITS.accountNameMax}
              autoComplete="off"
            />
          </Form.Item>
          <Form.Item name="password" label={t('fields.password')} rules={createRules.password}>
            <Input.Password
              placeholder={t('form.passwordPlaceholder', {
                min: LIMITS.passwordMin,
                max: LIMITS.passwordMax,
                specials: PASSWORD_SPECIALS,
              })}
              maxLength={LIMITS.passwordMax}
              autoComplete="new-password"
            />
          </Form.Item>
          <Form.Item
            name="confirmPassword"
            label={t('fields.confirmPassword')}
            dependencies={['password']}
            rules={[...createRules.confirmPassword, sameAsRule('password')]}
          >
            <Input.Password
              placeholder={t('form.confirmPlaceholder')}
              maxLength={LIMITS.passwordMax}
              autoComplete="new-password"
            />
          </Form.Item>
        </>
      )}
      <Form.Item name="userName" label={t('fields.userName')} rules={updateRules.userName}>
        <Input placeholder={t('form.userNamePlaceholder')} maxLength={USER_NAME_MAX} />
      </Form.Item>
      <Form.Item name="phone" label={t('fields.phone')} rules={updateRules.phone}>
        <Input placeholder={t('form.phonePlaceholder', { digits: LIMITS.phoneDigits })} maxLength={20} />
      </Form.Item>
      <Form.Item name="email" label={t('fields.email')} rules={updateRules.email}>
        <Input placeholder={t('form.emailPlaceholder')} maxLength={254} />
      </Form.Item>
      <Form.Item
        name="roleId"
        label={t('fields.role')}
        rules={updateRules.roleId}
        extra={roles.data?.length === 0 ? t('form.noRoles') : undefined}
      >
        <Select
          placeholder={t('form.rolePlaceholder')}
          loading={roles.isPending}
          showSearch={{ optionFilterProp: 'label' }}
          options={(roles.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
        />
      </Form.Item>
      {!editing && (
        <Form.Item name="status" label={t('fields.status')}>
          <Radio.Group
            options={ACCOUNT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            optionType="button"
          />
        </Form.Item>
      )}
      <Flex justify="end" gap={8}>
        <Button onClick={onDone}>{t('form.cancel')}</Button>
        <Button
          id="sub-account_submit"
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
