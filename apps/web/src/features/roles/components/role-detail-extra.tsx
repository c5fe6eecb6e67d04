import { useTranslation } from 'react-i18next';
import { Empty, Skeleton, Timeline, Typography } from 'antd';
import type { Role } from '@oms/contracts';
import { formatDate } from '../../../shared/lib/format';
import { useRoleDetail } from '../api';
import { NS } from '../role-columns';
import { PermissionTree } from './permission-tree';

/** Below the role's fields in the detail drawer: its permission tree (read only) and its operation record. */
export const RoleDetailExtra = ({ row }: { row: Role }) => {
  const { t, i18n } = useTranslation(NS);
  const detail = useRoleDetail(row.id);
  const actionText = (action: string) =>
    i18n.exists(`timeline.actions.${action}`, { ns: NS }) ? t(`timeline.actions.${action}`) : action;

  return (
    <>
      <Typography.Title level={5}>{t('fields.permissions')}</Typography.Title>
      <PermissionTree value={detail.data?.codes ?? row.codes} readOnly />
      <div data-testid="role-timeline" style={{ marginTop: 16 }}>
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
                  {op.note && (
                    <Typography.Paragraph type="secondary" ellipsis={{ rows: 2, expandable: true }}>
                      {op.note}
                    </Typography.Paragraph>
                  )}
                </>
              ),
            }))}
          />
        )}
      </div>
    </>
  );
};
