import type { ReactNode } from 'react';
import { Tag, Tooltip } from 'antd';

type Props = {
  color: string;
  testId?: string;
  /** The state's code, as `data-status` (for tests that read the state rather than its text). */
  status?: string;
  /** Why the row is in this state (a refusal's reason, what to do): the tag's tooltip. */
  reason?: ReactNode;
  children: ReactNode;
};

/** A row's state as a coloured tag, with its reason in a tooltip when there is one. */
export const StatusTag = ({ color, testId, status, reason, children }: Props) => {
  const tag = (
    <Tag color={color} data-testid={testId} data-status={status}>
      {children}
    </Tag>
  );
  return reason ? <Tooltip title={reason}>{tag}</Tooltip> : tag;
};
