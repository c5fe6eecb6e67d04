import { useTranslation } from 'react-i18next';
import { Form, Input, Radio, Select } from 'antd';
import {
  ACCOUNT_STATUSES,
  createSubAccountRequest,
  LIMITS,
  updateSubAccountRequest,
  USER_NAME_MAX,
  type AccountStatus,
  type SubAccount,
} from '@oms/contracts';
import { zodRules } from '@/shared/lib/zod-rule';
import { useCreateSubAccount, useRoleOptions, useUpdateSubAccount } from '../api';
import { NS } from '../sub-account-columns';
import { SubAccountPasswordFields } from './sub-account-password-fields';
import { FormErrorAlert } from '@/shared/ui/form-error';
import { FormActions, FormDialog, useSaveForm, type FormTarget as Target } from '@/shared/ui/form-dialog';

export type FormTarget = Target<SubAccount>;

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
export const SubAccountFormDialog = (props: Props) => (
  <FormDialog ns={NS} width={560} {...props}>
    {(target, onDone) => <AccountForm target={target} onDone={onDone} />}
  </FormDialog>
);

const AccountForm = ({ target, onDone }: { target: FormTarget; onDone: () => void }) => {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<Values>();
  const roles = useRoleOptions();
  const create = useCreateSubAccount();
  const update = useUpdateSubAccount();
  const editing = target.mode === 'edit' ? target.row : null;

  const { onFinish, failure } = useSaveForm({
    ns: NS,
    form,
    fields: FIELDS,
    editing,
    save: ({ userName, phone, email, roleId, ...rest }: Values, row) =>
      row
        ? update.mutateAsync({ id: row.id, userName, phone, email, roleId })
        : create.mutateAsync({ ...rest, userName, phone, email, roleId }),
    onDone,
  });

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
          <SubAccountPasswordFields rules={createRules} />
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
      <FormActions
        ns={NS}
        name="sub-account"
        pending={create.isPending || update.isPending}
        onCancel={onDone}
      />
    </Form>
  );
};
