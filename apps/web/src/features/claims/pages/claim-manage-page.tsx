import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Space } from 'antd';
import { CLAIMS_CODES, CLAIMS_EXPORT_KIND, type Claim } from '@oms/contracts';
import { ListPage, rowLink, useFormDialog } from '@/shared/list-page';
import { useCan } from '@/shared/stores/use-can';
import { useListExport } from '@/features/files';
import { claimList } from '../api';
import { detailPath, NS, useClaimColumns } from '../claim-columns';
import { ClaimFormDialog } from '../components/claim-form-dialog';
import { useCancelClaim } from '../components/use-cancel-claim';

/** /finance/compensationManage: the company's compensation claims, searchable and exportable. */
const ClaimManagePage = () => {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const can = useCan(CLAIMS_CODES);
  const form = useFormDialog<Claim>(NS, 'claims');
  const cancel = useCancelClaim();
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
        rowActions={(row: Claim) => (
          <Space size="small">
            {rowLink('detail', row.id, t('actions.detail'), () => void navigate(detailPath(row.id)))}
            {can('cancel') &&
              row.status === 'PENDING_REVIEW' &&
              rowLink('cancel', row.id, t('actions.cancel'), () => cancel(row), true)}
          </Space>
        )}
      />
      <ClaimFormDialog {...form.dialog} />
    </div>
  );
};

export default ClaimManagePage;
