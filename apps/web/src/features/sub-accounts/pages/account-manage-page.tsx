import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Space } from 'antd';
import { SUB_ACCOUNT_CODES, SUB_ACCOUNT_EXPORT_KIND, type SubAccount } from '@oms/contracts';
import { ListPage, rowLink, useFormDialog, useStatusActions } from '@/shared/list-page';
import { useSession } from '@/shared/stores/session-store';
import { useCan } from '@/shared/stores/use-can';
import { useListExport } from '@/features/files';
import { subAccountList, subAccountsApi, useSubAccountChange } from '../api';
import { AccountTimeline } from '../components/account-timeline';
import { ResetPasswordDialog } from '../components/reset-password-dialog';
import { SubAccountFormDialog } from '../components/sub-account-form-dialog';
import { NS, useSubAccountColumns } from '../sub-account-columns';

/** /clientCenter/accountManage: the company's main account and sub-accounts. */
const AccountManagePage = () => {
  const { t } = useTranslation(NS);
  const can = useCan(SUB_ACCOUNT_CODES);
  const me = useSession((s) => s.userId);
  const form = useFormDialog<SubAccount>(NS, 'sub-account');
  const [resetFor, setResetFor] = useState<SubAccount | null>(null);
  const status = useStatusActions<SubAccount>({
    ns: NS,
    enable: useSubAccountChange(subAccountsApi.enable),
    disable: useSubAccountChange(subAccountsApi.disable),
    nameOf: (r) => r.accountName,
    nameParam: 'names',
    confirmBatch: true,
  });
  const startExport = useListExport(SUB_ACCOUNT_EXPORT_KIND);

  /** The main account and one's own account change elsewhere (account security), never here. */
  const changeable = (row: SubAccount) => !row.isMain && row.id !== me;

  return (
    <>
      <ListPage
        {...subAccountList}
        {...useSubAccountColumns()}
        title={t('title')}
        selectable={changeable}
        batchActions={can('edit') ? status.batchActions : []}
        toolbar={can('create') && form.createButton}
        onExport={can('export') ? startExport : undefined}
        rowActionsWidth={240}
        rowActions={(row, { openDetail }) => {
          // Changes need OMS_CLIENTACCOUNT:edit, never on the main account or one's own.
          const change = can('edit') && changeable(row);
          return (
            <Space size="small">
              {rowLink('detail', row.id, t('actions.detail'), openDetail)}
              {change && form.editLink(row)}
              {change && status.toggleLink(row)}
              {change && rowLink('resetPassword', row.id, t('actions.resetPassword'), () => setResetFor(row))}
            </Space>
          );
        }}
        detail={{
          title: (row) => row.accountName,
          extra: (row) => <AccountTimeline id={row.id} />,
        }}
      />
      <SubAccountFormDialog {...form.dialog} />
      <ResetPasswordDialog target={resetFor} onClose={() => setResetFor(null)} />
    </>
  );
};

export default AccountManagePage;
