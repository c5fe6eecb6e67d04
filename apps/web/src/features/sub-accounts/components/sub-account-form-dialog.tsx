import { useTranslation } from 'react-i18next';
import { Form, Input, Select } from 'antd';
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
import { subAccountsApi, useRoleOptions, useSubAccountChange } from '../api';
import { NS } from '../sub-account-columns';
import { SubAccountPasswordFields } from './sub-account-password-fields';
import { EditForm, useEditForm } from '@/shared/ui/edit-form';
import { FormDialog, type FormDialogProps, type FormProps } from '@/shared/ui/form-dialog';
import { namedChoices } from '@/shared/lib/choices';
import { StatusField } from '@/shared/ui/status-field';

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

/** The form's values of an account (what an edit may change), or of a new one. */
const valuesOf = (row: SubAccount | null): Partial<Values> =>
  row
    ? {
        userName: row.userName,
        phone: row.phone ?? '',
        email: row.email ?? '',
        roleId: row.roleId ?? undefined,
      }
    : { status: 'ENABLED' };

/** New sub-account (account, password, name, contacts, role, status) or edit of one (no account or password). */
export const SubAccountFormDialog = (props: FormDialogProps<SubAccount>) => (
  <FormDialog ns={NS} width={560} form={AccountForm} {...props} />
);

const AccountForm = ({ editing, onDone }: FormProps<SubAccount>) => {
  const { t } = useTranslation(NS);
  const roles = useRoleOptions();
  const save = useSubAccountChange(({ userName, phone, email, roleId, ...rest }: Values) =>
    editing
      ? subAccountsApi.update({ id: editing.id, userName, phone, email, roleId })
      : subAccountsApi.create({ ...rest, userName, phone, email, roleId }),
  );
  const edit = useEditForm({ ns: NS, name: 'sub-account', fields: FIELDS, editing, save, onDone });

  return (
    <EditForm {...edit} initialValues={valuesOf(editing)}>
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
          options={namedChoices(roles.data)}
        />
      </Form.Item>
      {!editing && (
        <StatusField label={t('fields.status')} statuses={ACCOUNT_STATUSES} text={(s) => t(`status.${s}`)} />
      )}
    </EditForm>
  );
};
