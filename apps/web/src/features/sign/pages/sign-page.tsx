import { useTranslation } from 'react-i18next';
import { Button, Flex, Space } from 'antd';
import { SIGNING_CODES, SIGNING_EXPORT_KIND } from '@oms/contracts';
import { ListPage } from '@/shared/list-page';
import { useListExport } from '@/features/files';
import { useCan } from '@/shared/stores/use-can';
import { CertificationNotice, useCertificationState } from '@/features/identity-verify';
import { signingList } from '../api';
import { ApplyButton } from '../components/apply-button';
import { SigningTimeline } from '../components/signing-timeline';
import { NS, useSignColumns } from '../sign-columns';

/** /clientCenter/sign: the operator's warehouses with the company's signing state; apply to sign. */
const SignPage = () => {
  const { t, i18n } = useTranslation(NS);
  const can = useCan(SIGNING_CODES);
  const startExport = useListExport(SIGNING_EXPORT_KIND);
  const certification = useCertificationState();
  const certified = certification.data?.status === 'PASSED';

  return (
    <Flex vertical gap={16} data-testid="sign-page">
      <CertificationNotice />
      <ListPage
        {...signingList}
        {...useSignColumns()}
        title={t('title')}
        onExport={can('export') ? startExport : undefined}
        rowActionsWidth={180}
        rowActions={(row, { openDetail }) => (
          <Space size={0}>
            <Button type="link" size="small" onClick={openDetail}>
              {t('actions.detail')}
            </Button>
            <ApplyButton row={row} certified={certified} canApply={can('submit')} />
          </Space>
        )}
        detail={{
          title: (row) => `${row.warehouseCode} · ${i18n.language === 'en' ? row.nameEn : row.nameZh}`,
          extra: (row) => <SigningTimeline warehouseId={row.id} />,
        }}
      />
    </Flex>
  );
};

export default SignPage;
