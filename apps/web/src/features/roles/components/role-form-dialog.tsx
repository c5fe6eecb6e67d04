import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Input } from 'antd';
import { createRoleRequest, ROLE_NAME_MAX, type Role } from '@oms/contracts';
import { createOrUpdate } from '@/shared/api/domain';
import { zodRules } from '@/shared/lib/zod-rule';
import { EditForm, useEditForm } from '@/shared/ui/edit-form';
import { FormDialog, type FormDialogProps, type FormProps } from '@/shared/ui/form-dialog';
import { useSession } from '@/shared/stores/session-store';
import { rolesApi, useRoleChange } from '../api';
import { NS } from '../role-columns';
import { PermissionTree } from './permission-tree';

type Values = { name: string; codes: string[] };
const FIELDS = ['name', 'codes'] as const;
const rules = zodRules(createRoleRequest);

/** New role or edit of one: its name and its permission tree. */
export const RoleFormDialog = (props: FormDialogProps<Role>) => (
  <FormDialog ns={NS} width={640} form={RoleForm} {...props} />
);

const RoleForm = ({ editing, onDone }: FormProps<Role>) => {
  const { t } = useTranslation(NS);
  const save = useRoleChange(createOrUpdate<Values>(editing, rolesApi.create, rolesApi.update));
  const edit = useEditForm({ ns: NS, name: 'role', fields: FIELDS, editing, save, onDone });
  const isMain = useSession((s) => s.isMain);
  const mine = useSession((s) => s.permissions);
  // A sub-account grants only what it holds (the server checks the same); what the role already
  // holds may stay or go.
  const grantable = useCallback(
    (code: string) => isMain || mine.includes(code) || Boolean(editing?.codes.includes(code)),
    [isMain, mine, editing],
  );

  return (
    <EditForm
      {...edit}
      initialValues={editing ? { name: editing.name, codes: editing.codes } : { codes: [] }}
    >
      <Form.Item name="name" label={t('fields.name')} rules={rules.name}>
        <Input placeholder={t('form.namePlaceholder')} maxLength={ROLE_NAME_MAX} showCount />
      </Form.Item>
      <Form.Item name="codes" label={t('fields.permissions')} rules={rules.codes}>
        <PermissionTree grantable={grantable} />
      </Form.Item>
    </EditForm>
  );
};
