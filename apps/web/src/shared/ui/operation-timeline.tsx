import { useTranslation } from 'react-i18next';
import { Empty, Skeleton, Timeline, Typography } from 'antd';
import type { OperationRecordView } from '@oms/contracts';
import { formatDate } from '../lib/format';

type Props = {
  /**
   * The feature's namespace: `timeline.title`, `timeline.empty` and `timeline.actions.<action>` are
   * read from it (an action without a label shows its code).
   */
  ns: string;
  /** Undefined while the document loads. */
  operations: OperationRecordView[] | undefined;
  loading?: boolean;
  testId?: string;
};

/**
 * A document's operation record, oldest first (PRODUCT.md §3): who did what, when, and the note (a
 * reason, say). Detail pages and detail drawers show it below the document's fields.
 */
export const OperationTimeline = ({ ns, operations, loading = false, testId }: Props) => {
  const { t, i18n } = useTranslation(ns);
  const actionText = (action: string) =>
    i18n.exists(`timeline.actions.${action}`, { ns }) ? t(`timeline.actions.${action}`) : action;
  return (
    <div data-testid={testId ?? 'operation-timeline'}>
      <Typography.Title level={5}>{t('timeline.title')}</Typography.Title>
      {loading || !operations ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : operations.length === 0 ? (
        <Empty description={t('timeline.empty')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <Timeline
          items={operations.map((op) => ({
            key: op.id,
            title: formatDate(op.createdAt),
            content: (
              <div data-testid="timeline-item" data-action={op.action}>
                <Typography.Text strong>{actionText(op.action)}</Typography.Text>
                <Typography.Text type="secondary"> · {op.actor}</Typography.Text>
                {op.note && <div>{op.note}</div>}
              </div>
            ),
          }))}
        />
      )}
    </div>
  );
};
