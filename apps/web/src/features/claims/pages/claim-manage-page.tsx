import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Space } from 'antd';
import { CLAIMS_CODES, CLAIMS_EXPORT_KIND, type Claim } from '@oms/contracts';
import { ListPage, useFormDialog } from '@/shared/list-page';
import { useCan } from '@/shared/stores/use-can';
import { useListExport } from '@/features/files';
import { claimList } from '../api';
import { detailPath, NS, useClaimColumns } from '../claim-columns';
import { ClaimFormDialog } from '../components/claim-form-dialog';
import { useClaimActions } from '../components/use-claim-actions';

/** /finance/compensationManage: the company's compensation claims, searchable and exportable. */
const ClaimManagePage = () => {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const can = useCan(CLAIMS_CODES);
  const form = useFormDialog<Claim>(NS, 'claims');
  const actions = useClaimActions<Claim>((row) => void navigate(detailPath(row.id)));
  const startExport = useListExport(CLAIMS_EXPORT_KIND);

  return (
    <div data-testid="claim-manage-page">
      <ListPage
        {...claimList}
        {...useClaimColumns()}
        title={t('title')}
        toolbar={can('create') && form.createButton}
        onExport={can('export') ? startExport : undefined}
        rowActionsWidth={160}
        rowActions={(row: Claim) => <Space size="small">{actions.rowActions(row)}</Space>}
      />
      <ClaimFormDialog {...form.dialog} />
    </div>
  );
};

export default ClaimManagePage;
