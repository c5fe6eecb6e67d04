import type { ReactNode } from 'react';
import { Empty, Skeleton, Timeline, Typography } from 'antd';
import type { OperationRecordView } from '@oms/contracts';
import { formatDate } from '../lib/format';

type Props = {
  title: ReactNode;
  empty: ReactNode;
  loading: boolean;
  operations: OperationRecordView[] | undefined;
  /** The action's label (e.g. "Created"), given its code. */
  actionText: (action: string) => string;
  testId?: string;
};

/** A document's operation record, oldest first (PRODUCT.md §3), e.g. below a detail drawer's fields. */
export const OperationTimeline = ({ title, empty, loading, operations, actionText, testId }: Props) => (
  <div data-testid={testId ?? 'operation-timeline'}>
    <Typography.Title level={5}>{title}</Typography.Title>
    {loading ? (
      <Skeleton active paragraph={{ rows: 3 }} />
    ) : !operations?.length ? (
      <Empty description={empty} image={Empty.PRESENTED_IMAGE_SIMPLE} />
    ) : (
      <Timeline
        items={operations.map((op) => ({
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
