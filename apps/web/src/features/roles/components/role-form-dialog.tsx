import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { App, Button, Flex, Form, Input, Modal } from 'antd';
import { createRoleRequest, ROLE_NAME_MAX, type Role } from '@oms/contracts';
import { zodRules } from '../../../shared/lib/zod-rule';
import { useSession } from '../../../shared/stores/session-store';
import { useCreateRole, useUpdateRole } from '../api';
import { NS } from '../role-columns';
import { PermissionTree } from './permission-tree';
import { FormErrorAlert, useFormError } from '../../../shared/ui/form-error';

export type RoleFormTarget = { mode: 'create' } | { mode: 'edit'; row: Role };

type Values = { name: string; codes: string[] };
const FIELDS = ['name', 'codes'] as const;
const rules = zodRules(createRoleRequest);

type Props = { target: RoleFormTarget | null; onClose: () => void };

/** New role or edit of one: its name and its permission tree. */
export const RoleFormDialog = ({ target, onClose }: Props) => {
  const { t } = useTranslation(NS);
  return (
    <Modal
      title={t(target?.mode === 'edit' ? 'form.editTitle' : 'form.createTitle')}
      open={target !== null}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width={640}
    >
      {target && <RoleForm target={target} onDone={onClose} />}
    </Modal>
  );
};

const RoleForm = ({ target, onDone }: { target: RoleFormTarget; onDone: () => void }) => {
  const { t } = useTranslation(NS);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const failure = useFormError(form, FIELDS, t('failed'));
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

  const onFinish = async (values: Values) => {
    failure.clear();
    try {
      if (editing) {
        await update.mutateAsync({ id: editing.id, name: values.name, codes: values.codes });
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
      <Flex justify="end" gap={8}>
        <Button onClick={onDone}>{t('form.cancel')}</Button>
        <Button
          id="role_submit"
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
