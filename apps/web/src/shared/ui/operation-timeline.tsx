import { useTranslation } from 'react-i18next';
import { Empty, Skeleton, Timeline, Typography } from 'antd';
import type { OperationRecordView } from '@oms/contracts';
import { hasKey, type NamespaceWith } from '@/shared/i18n/keys';
import { formatDate } from '@/shared/lib/format';

type Props = {
  /**
   * The feature's namespace: `timeline.title`, `timeline.empty` and `timeline.actions.<action>` are
   * read from it (an action without a label shows its code).
   */
  ns: NamespaceWith<'timeline.title' | 'timeline.empty'>;
  /** Undefined while the document loads. */
  operations: OperationRecordView[] | undefined;
  loading?: boolean;
  testId?: string;
  /** A note as the customer reads it (a note that is a code shows its label); the note as written if absent. */
  noteText?: (note: string) => string;
};

/**
 * A document's operation record, oldest first (PRODUCT.md §3): who did what, when, and the note (a
 * reason, say). Detail pages and detail drawers show it below the document's fields.
 */
export const OperationTimeline = ({ ns, operations, loading = false, testId, noteText }: Props) => {
  const { t } = useTranslation(ns);
  // Actions come from the server: one this namespace has no label for shows its code.
  const actionText = (action: string) => {
    const key = `timeline.actions.${action}`;
    return hasKey(ns, key) ? t(key) : action;
  };
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
                {op.note && <div>{noteText ? noteText(op.note) : op.note}</div>}
              </div>
            ),
          }))}
        />
      )}
    </div>
  );
};
