import type { ReactNode } from 'react';
import { Button, Card, Result, Skeleton } from 'antd';

type Props<T> = {
  /** The page's query. */
  query: { isPending: boolean; error: Error | null; data: T | undefined; refetch: () => unknown };
  /** The page's title, over the skeleton while it loads. */
  title: ReactNode;
  /** Lines of the skeleton. */
  rows: number;
  /** The warning's title when it could not load, and its retry button's text. */
  failed: string;
  retry: string;
  children: (data: T) => ReactNode;
};

/**
 * A page of one query until its data is there: a skeleton under its title while it loads, a warning
 * with the reason and a retry when it could not.
 */
export const LoadGate = <T,>({ query, title, rows, failed, retry, children }: Props<T>) => {
  if (query.isPending)
    return (
      <Card title={title}>
        <Skeleton active paragraph={{ rows }} />
      </Card>
    );
  if (query.error || query.data === undefined)
    return (
      <Card>
        <Result
          status="warning"
          title={failed}
          subTitle={query.error?.message}
          extra={
            <Button type="primary" onClick={() => void query.refetch()}>
              {retry}
            </Button>
          }
        />
      </Card>
    );
  return children(query.data);
};
