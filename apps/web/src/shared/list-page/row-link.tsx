import type { ReactNode } from 'react';
import { Button } from 'antd';

/**
 * One action of a list row (the operations column): a small link button without side padding (put
 * them in a `<Space size="small">`), `row-<action>-<id>` as its test id, red when it destroys or stops
 * something.
 */
export const rowLink = (
  action: string,
  rowId: string,
  label: ReactNode,
  onClick: () => void,
  danger = false,
) => (
  <Button
    key={action}
    type="link"
    size="small"
    danger={danger}
    onClick={onClick}
    data-testid={`row-${action}-${rowId}`}
    style={{ paddingInline: 0 }}
  >
    {label}
  </Button>
);
