import { useTranslation } from 'react-i18next';
import { Button, Flex } from 'antd';
import { FEE_INQUIRY_CODES, FEES_EXPORT_KIND } from '@oms/contracts';
import { ListPage } from '@/shared/list-page';
import { useCan } from '@/shared/stores/use-can';
import { useListExport } from '@/features/files';
import { feeList } from '../api';
import { FeeTotals } from '../components/fee-totals';
import { useFeeColumns } from '../fee-columns';
import { detailPath, NS } from '../lib/display';
import { useNavigate } from 'react-router';

/** /finance/feeInquiry: every fee line with filters, totals per currency, dispute state and export. */
const FeeInquiryPage = () => {
  const { t } = useTranslation(NS);
  const can = useCan(FEE_INQUIRY_CODES);
  const navigate = useNavigate();
  const startExport = useListExport(FEES_EXPORT_KIND);
  return (
    <Flex vertical gap={16}>
      <FeeTotals />
      <ListPage
        {...feeList}
        {...useFeeColumns()}
        title={t('title')}
        onExport={can('export') ? startExport : undefined}
        rowActionsWidth={100}
        rowActions={(row) => (
          <Button type="link" size="small" onClick={() => void navigate(detailPath(row.id))}>
            {t('actions.detail')}
          </Button>
        )}
      />
    </Flex>
  );
};

export default FeeInquiryPage;
