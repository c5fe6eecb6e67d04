import { Alert, Card, Empty, Flex, Skeleton, Tag, Typography, theme } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { todoTarget } from '@oms/contracts';
import { useCountByStatus, type StatusCount } from '../api';

/** Open to-dos counted by related type and status, each linking to its filtered list. */
export const StatusCard = () => {
  const { t } = useTranslation('homepage');
  const { token } = theme.useToken();
  const query = useCountByStatus();

  const groups = new Map<number, StatusCount[]>();
  for (const row of query.data ?? [])
    groups.set(row.relateType, [...(groups.get(row.relateType) ?? []), row]);

  return (
    <Card data-testid="home-status" variant="borderless" title={t('status.title')}>
      {query.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : query.isError ? (
        <Alert type="error" showIcon title={t('loadFailed')} />
      ) : groups.size === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('status.empty')} />
      ) : (
        <Flex vertical gap={token.marginSM}>
          {[...groups].map(([relateType, rows]) => (
            <div key={relateType} data-testid="status-group" data-relate-type={relateType}>
              <Typography.Text strong>{rows[0]?.relateTypeDesc}</Typography.Text>
              <Flex wrap gap={8} style={{ marginTop: 6 }}>
                {rows.map((row) => {
                  const target = todoTarget(row.relateType, row.status);
                  const tag = (
                    <Tag color="processing" style={{ marginInlineEnd: 0 }}>
                      {row.statusDesc} <b>{row.count}</b>
                    </Tag>
                  );
                  return target ? (
                    <Link key={row.status} to={target}>
                      {tag}
                    </Link>
                  ) : (
                    <span key={row.status}>{tag}</span>
                  );
                })}
              </Flex>
            </div>
          ))}
        </Flex>
      )}
    </Card>
  );
};
