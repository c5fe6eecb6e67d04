import { useTranslation } from 'react-i18next';
import { Button, Flex, Space } from 'antd';
import {
  SIGNING_CODES,
  SIGNING_EXPORT_KIND,
  SIGNING_PAGE_KEY,
  signingPageRequest,
  type SignedWarehouse,
  type SigningFilters,
  type SigningPageRequest,
  TODO_TYPE,
} from '@oms/contracts';
import { ListPage } from '@/shared/list-page';
import { useListExport } from '@/features/files';
import { useSession } from '@/shared/stores/session-store';
import {
  CertificationNotice,
  certificationKeys,
  useCertificationState,
  useRefreshOnNotice,
} from '@/features/identity-verify';
import { signingApi, signingKeys } from '../api';
import { ApplyButton } from '../components/apply-button';
import { SigningTimeline } from '../components/signing-timeline';
import { NS, useSignColumns } from '../sign-columns';

const SIGNING_TODO = TODO_TYPE.signing;
const VERIFY_TODO = TODO_TYPE.certification;

/** /clientCenter/sign: the operator's warehouses with the company's signing state; apply to sign. */
const SignPage = () => {
  const { t, i18n } = useTranslation(NS);
  const columns = useSignColumns();
  const canApply = useSession((s) => s.permissions.includes(SIGNING_CODES.submit));
  const canExport = useSession((s) => s.permissions.includes(SIGNING_CODES.export));
  const startExport = useListExport<SigningFilters>(SIGNING_EXPORT_KIND);
  const certification = useCertificationState();
  const certified = certification.data?.status === 'PASSED';
  useRefreshOnNotice(SIGNING_TODO, signingKeys.all);
  useRefreshOnNotice(VERIFY_TODO, certificationKeys.all);

  return (
    <Flex vertical gap={16} data-testid="sign-page">
      <CertificationNotice />
      <ListPage<SignedWarehouse, SigningPageRequest>
        pageKey={SIGNING_PAGE_KEY}
        ns={NS}
        title={t('title')}
        schema={signingPageRequest}
        columns={columns}
        keys={signingKeys}
        fetchPage={signingApi.page}
        onExport={canExport ? startExport : undefined}
        rowActionsWidth={180}
        rowActions={(row, { openDetail }) => (
          <Space size={0}>
            <Button type="link" size="small" onClick={openDetail}>
              {t('actions.detail')}
            </Button>
            <ApplyButton row={row} certified={certified} canApply={canApply} />
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
