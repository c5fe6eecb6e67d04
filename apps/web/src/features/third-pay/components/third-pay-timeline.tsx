import { useTranslation } from 'react-i18next';
import { OperationTimeline } from '../../../shared/ui/operation-timeline';
import { useThirdPayDetail } from '../api';
import { NS } from '../third-pay-columns';

/** The payer account's operation record (the detail drawer shows it below the fields). */
export const ThirdPayTimeline = ({ id }: { id: string }) => {
  const { t, i18n } = useTranslation(NS);
  const detail = useThirdPayDetail(id);
  return (
    <OperationTimeline
      testId="third-pay-timeline"
      title={t('timeline.title')}
      empty={t('timeline.empty')}
      loading={detail.isPending}
      operations={detail.data?.operations}
      actionText={(action) =>
        i18n.exists(`timeline.actions.${action}`, { ns: NS }) ? t(`timeline.actions.${action}`) : action
      }
    />
  );
};
