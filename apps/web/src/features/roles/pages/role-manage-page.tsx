import { useTranslation } from 'react-i18next';
import { Space } from 'antd';
import { ROLE_CODES, ROLE_PAGE_KEY, type Role } from '@oms/contracts';
import { ListPage, rowLink, useConfirmDelete, useFormDialog } from '@/shared/list-page';
import { useCan } from '@/shared/stores/use-can';
import { useListExport } from '@/features/files';
import { roleList, rolesApi, useRoleChange } from '../api';
import { RoleDetailExtra } from '../components/role-detail-extra';
import { RoleFormDialog } from '../components/role-form-dialog';
import { NS, useRoleColumns } from '../role-columns';

/** /clientCenter/roleManage: the company's roles and the permissions each holds. */
const RoleManagePage = () => {
  const { t } = useTranslation(NS);
  const can = useCan(ROLE_CODES);
  const form = useFormDialog<Role>(NS, 'role');
  // E.g. "the role is held by 2 accounts": the server names why.
  const remove = useConfirmDelete<Role>({
    ns: NS,
    remove: useRoleChange(rolesApi.delete),
    nameOf: (r) => r.name,
    okId: 'role_confirm_delete',
  });
  const startExport = useListExport(ROLE_PAGE_KEY);

  return (
    <>
      <ListPage
        {...roleList}
        {...useRoleColumns()}
        title={t('title')}
        batchActions={can('delete') ? [remove.batchAction] : []}
        toolbar={can('create') && form.createButton}
        onExport={can('export') ? startExport : undefined}
        rowActionsWidth={180}
        rowActions={(row, { openDetail }) => (
          <Space size="small">
            {rowLink('detail', row.id, t('actions.detail'), openDetail)}
            {can('edit') && form.editLink(row)}
            {can('delete') && remove.link(row)}
          </Space>
        )}
        detail={{ title: (row) => row.name, extra: (row) => <RoleDetailExtra row={row} /> }}
      />
      <RoleFormDialog {...form.dialog} />
    </>
  );
};

export default RoleManagePage;
