import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { App, Button, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import {
  ROLE_CODES,
  ROLE_PAGE_KEY,
  rolePageRequest,
  type Role,
  type RoleFilters,
  type RolePageRequest,
} from '@oms/contracts';
import { ListPage, type BatchAction, rowLink } from '@/shared/list-page';
import { useSession } from '@/shared/stores/session-store';
import { useListExport } from '@/features/files';
import { roleKeys, rolesApi, useDeleteRoles } from '../api';
import { RoleDetailExtra } from '../components/role-detail-extra';
import { RoleFormDialog, type RoleFormTarget } from '../components/role-form-dialog';
import { errorText } from '@/shared/api/errors';
import { NS, useRoleColumns } from '../role-columns';

/** /clientCenter/roleManage: the company's roles and the permissions each holds. */
const RoleManagePage = () => {
  const { t } = useTranslation(NS);
  const { modal, message } = App.useApp();
  const columns = useRoleColumns();
  const permissions = useSession((s) => s.permissions);
  const can = (code: string) => permissions.includes(code);
  const startExport = useListExport<RoleFilters>(ROLE_PAGE_KEY);
  const [form, setForm] = useState<RoleFormTarget | null>(null);
  const remove = useDeleteRoles();

  const deleteRoles = async (rows: Role[]) => {
    try {
      const { affected } = await remove.mutateAsync(rows.map((r) => r.id));
      void message.success(t('done.deleted', { count: affected }));
    } catch (err) {
      // E.g. "the role is held by 2 accounts": the server names why.
      void message.error(errorText(err, t('failed')));
    }
  };

  const confirmDelete = (row: Role) =>
    modal.confirm({
      title: t('actions.delete'),
      content: t('confirm.delete', { name: row.name }),
      okButtonProps: { danger: true, id: 'role_confirm_delete' },
      onOk: () => deleteRoles([row]),
    });

  const batchActions: BatchAction<Role>[] = can(ROLE_CODES.delete)
    ? [
        {
          key: 'delete',
          label: t('actions.batchDelete'),
          danger: true,
          confirm: (rows) => t('confirm.batchDelete', { count: rows.length }),
          onClick: deleteRoles,
        },
      ]
    : [];

  const link = (row: Role, key: string, label: string, onClick: () => void, danger = false) =>
    rowLink(key, row.id, label, onClick, danger);

  return (
    <>
      <ListPage<Role, RolePageRequest>
        pageKey={ROLE_PAGE_KEY}
        ns={NS}
        title={t('title')}
        schema={rolePageRequest}
        columns={columns}
        keys={roleKeys}
        fetchPage={rolesApi.page}
        batchActions={batchActions}
        toolbar={
          can(ROLE_CODES.create) && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setForm({ mode: 'create' })}
              data-testid="role-create"
            >
              {t('actions.create')}
            </Button>
          )
        }
        onExport={can(ROLE_CODES.export) ? startExport : undefined}
        rowActionsWidth={180}
        rowActions={(row, { openDetail }) => (
          <Space size="small">
            {link(row, 'detail', t('actions.detail'), openDetail)}
            {can(ROLE_CODES.edit) &&
              link(row, 'edit', t('actions.edit'), () => setForm({ mode: 'edit', row }))}
            {can(ROLE_CODES.delete) &&
              link(row, 'delete', t('actions.delete'), () => confirmDelete(row), true)}
          </Space>
        )}
        detail={{ title: (row) => row.name, extra: (row) => <RoleDetailExtra row={row} /> }}
      />
      <RoleFormDialog target={form} onClose={() => setForm(null)} />
    </>
  );
};

export default RoleManagePage;
