import { useTranslation } from 'react-i18next';
import { OperationTimeline } from '../../../shared/ui/operation-timeline';
import { useStoreDetail } from '../api';
import { NS } from '../store-columns';

/** The store's operation record (the detail drawer shows it below the fields). */
export const StoreTimeline = ({ id }: { id: string }) => {
  const { t, i18n } = useTranslation(NS);
  const detail = useStoreDetail(id);
  return (
    <OperationTimeline
      testId="store-timeline"
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
