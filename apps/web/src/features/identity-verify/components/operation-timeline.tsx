import { Empty, Timeline, Typography } from 'antd';
import type { OperationRecordView } from '@oms/contracts';
import { formatDate } from '../../../shared/lib/format';

type Props = {
  operations: OperationRecordView[];
  title: string;
  empty: string;
  /** The action's label (falls back to the action code). */
  actionText: (action: string) => string;
  testId?: string;
};

/** A document's operation record, oldest first: who did what, when, and the note (e.g. a reason). */
export const OperationTimeline = ({ operations, title, empty, actionText, testId }: Props) => (
  <div data-testid={testId}>
    <Typography.Title level={5}>{title}</Typography.Title>
    {operations.length === 0 ? (
      <Empty description={empty} image={Empty.PRESENTED_IMAGE_SIMPLE} />
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
