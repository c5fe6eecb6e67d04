import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import {
  SUB_ACCOUNT_CODES,
  SUB_ACCOUNT_EXPORT_KIND,
  SUB_ACCOUNT_PAGE_KEY,
  subAccountPageRequest,
  type SubAccount,
  type SubAccountFilters,
  type SubAccountPageRequest,
} from '@oms/contracts';
import { ListPage, type BatchAction, useStatusActions } from '@/shared/list-page';
import { useSession } from '@/shared/stores/session-store';
import { useListExport } from '@/features/files';
import { subAccountKeys, subAccountsApi, useDisableSubAccounts, useEnableSubAccounts } from '../api';
import { AccountTimeline } from '../components/account-timeline';
import { ResetPasswordDialog } from '../components/reset-password-dialog';
import { RowActions } from '../components/row-actions';
import { SubAccountFormDialog, type FormTarget } from '../components/sub-account-form-dialog';
import { NS, useSubAccountColumns } from '../sub-account-columns';

/** /clientCenter/accountManage: the company's main account and sub-accounts. */
const AccountManagePage = () => {
  const { t } = useTranslation(NS);
  const columns = useSubAccountColumns();
  const permissions = useSession((s) => s.permissions);
  const me = useSession((s) => s.userId);
  const canCreate = permissions.includes(SUB_ACCOUNT_CODES.create);
  const canEdit = permissions.includes(SUB_ACCOUNT_CODES.edit);
  const canExport = permissions.includes(SUB_ACCOUNT_CODES.export);
  const startExport = useListExport<SubAccountFilters>(SUB_ACCOUNT_EXPORT_KIND);
  const [form, setForm] = useState<FormTarget | null>(null);
  const [resetFor, setResetFor] = useState<SubAccount | null>(null);
  const enable = useEnableSubAccounts();
  const disable = useDisableSubAccounts();

  /** The main account and one's own account change elsewhere (account security), never here. */
  const changeable = (row: SubAccount) => !row.isMain && row.id !== me;

  const status = useStatusActions<SubAccount>({
    ns: NS,
    enable,
    disable,
    nameOf: (r) => r.accountName,
    nameParam: 'names',
    confirmBatch: true,
  });
  const confirmToggle = status.confirmToggle;
  const batchActions: BatchAction<SubAccount>[] = canEdit ? status.batchActions : [];

  return (
    <>
      <ListPage<SubAccount, SubAccountPageRequest>
        pageKey={SUB_ACCOUNT_PAGE_KEY}
        ns={NS}
        title={t('title')}
        schema={subAccountPageRequest}
        columns={columns}
        keys={subAccountKeys}
        fetchPage={subAccountsApi.page}
        selectable={changeable}
        batchActions={batchActions}
        toolbar={
          canCreate && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setForm({ mode: 'create' })}
              data-testid="sub-account-create"
            >
              {t('actions.create')}
            </Button>
          )
        }
        onExport={canExport ? startExport : undefined}
        rowActionsWidth={240}
        rowActions={(row, { openDetail }) => (
          <RowActions
            row={row}
            canChange={canEdit && changeable(row)}
            onDetail={openDetail}
            onEdit={() => setForm({ mode: 'edit', row })}
            onToggle={() => confirmToggle(row)}
            onResetPassword={() => setResetFor(row)}
          />
        )}
        detail={{
          title: (row) => row.accountName,
          extra: (row) => <AccountTimeline id={row.id} />,
        }}
      />
      <SubAccountFormDialog target={form} onClose={() => setForm(null)} />
      <ResetPasswordDialog target={resetFor} onClose={() => setResetFor(null)} />
    </>
  );
};

export default AccountManagePage;
