import { useTranslation } from 'react-i18next';
import { Empty, Skeleton, Timeline, Typography } from 'antd';
import { formatDate } from '../../../shared/lib/format';
import { useSubAccountDetail } from '../api';
import { NS } from '../sub-account-columns';

/** The account's operation record, oldest first (the detail drawer shows it below the fields). */
export const AccountTimeline = ({ id }: { id: string }) => {
  const { t, i18n } = useTranslation(NS);
  const detail = useSubAccountDetail(id);
  const actionText = (action: string) =>
    i18n.exists(`timeline.actions.${action}`, { ns: NS }) ? t(`timeline.actions.${action}`) : action;

  return (
    <div data-testid="account-timeline">
      <Typography.Title level={5}>{t('timeline.title')}</Typography.Title>
      {detail.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : !detail.data?.operations.length ? (
        <Empty description={t('timeline.empty')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <Timeline
          items={detail.data.operations.map((op) => ({
            key: op.id,
            title: formatDate(op.createdAt),
            content: (
              <>
                <Typography.Text strong>{actionText(op.action)}</Typography.Text>
                <Typography.Text type="secondary"> · {op.actor}</Typography.Text>
                {op.note && <div>{op.note}</div>}
              </>
            ),
          }))}
        />
      )}
    </div>
  );
};
