import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Input } from 'antd';
import { createRoleRequest, ROLE_NAME_MAX, type Role } from '@oms/contracts';
import { zodRules } from '@/shared/lib/zod-rule';
import { useSession } from '@/shared/stores/session-store';
import { useCreateRole, useUpdateRole } from '../api';
import { NS } from '../role-columns';
import { PermissionTree } from './permission-tree';
import { FormErrorAlert } from '@/shared/ui/form-error';
import { FormActions, FormDialog, useSaveForm, type FormTarget } from '@/shared/ui/form-dialog';

export type RoleFormTarget = FormTarget<Role>;

type Values = { name: string; codes: string[] };
const FIELDS = ['name', 'codes'] as const;
const rules = zodRules(createRoleRequest);

type Props = { target: RoleFormTarget | null; onClose: () => void };

/** New role or edit of one: its name and its permission tree. */
export const RoleFormDialog = (props: Props) => (
  <FormDialog ns={NS} width={640} {...props}>
    {(target, onDone) => <RoleForm target={target} onDone={onDone} />}
  </FormDialog>
);

const RoleForm = ({ target, onDone }: { target: RoleFormTarget; onDone: () => void }) => {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<Values>();
  const create = useCreateRole();
  const update = useUpdateRole();
  const editing = target.mode === 'edit' ? target.row : null;
  const isMain = useSession((s) => s.isMain);
  const mine = useSession((s) => s.permissions);
  // A sub-account grants only what it holds (the server checks the same); what the role already
  // holds may stay or go.
  const grantable = useCallback(
    (code: string) => isMain || mine.includes(code) || Boolean(editing?.codes.includes(code)),
    [isMain, mine, editing],
  );

  const { onFinish, failure } = useSaveForm({
    ns: NS,
    form,
    fields: FIELDS,
    editing,
    save: (values: Values, row) =>
      row
        ? update.mutateAsync({ id: row.id, name: values.name, codes: values.codes })
        : create.mutateAsync(values),
    onDone,
  });

  return (
    <Form<Values>
      form={form}
      name="role"
      layout="vertical"
      onFinish={onFinish}
      initialValues={editing ? { name: editing.name, codes: editing.codes } : { codes: [] }}
    >
      <FormErrorAlert id="role_error" error={failure.error} onClose={failure.clear} />
      <Form.Item name="name" label={t('fields.name')} rules={rules.name}>
        <Input placeholder={t('form.namePlaceholder')} maxLength={ROLE_NAME_MAX} showCount />
      </Form.Item>
      <Form.Item name="codes" label={t('fields.permissions')} rules={rules.codes}>
        <PermissionTree grantable={grantable} />
      </Form.Item>
      <FormActions ns={NS} name="role" pending={create.isPending || update.isPending} onCancel={onDone} />
    </Form>
  );
};
