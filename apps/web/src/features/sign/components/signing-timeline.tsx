import { useTranslation } from 'react-i18next';
import { Skeleton } from 'antd';
import { OperationTimeline } from '../../identity-verify';
import { useSigningDetail } from '../api';
import { NS } from '../sign-columns';

/** The signing's operation record in the detail drawer. */
export const SigningTimeline = ({ warehouseId }: { warehouseId: string }) => {
  const { t, i18n } = useTranslation(NS);
  const detail = useSigningDetail(warehouseId);
  if (detail.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  return (
    <OperationTimeline
      testId="signing-timeline"
      operations={detail.data?.operations ?? []}
      title={t('timeline.title')}
      empty={t('timeline.empty')}
      actionText={(action) =>
        i18n.exists(`timeline.actions.${action}`, { ns: NS }) ? t(`timeline.actions.${action}`) : action
      }
    />
  );
};
