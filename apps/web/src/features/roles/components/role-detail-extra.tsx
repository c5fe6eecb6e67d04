import { useTranslation } from 'react-i18next';
import { Typography } from 'antd';
import type { Role } from '@oms/contracts';
import { OperationTimeline } from '@/shared/ui/operation-timeline';
import { useRoleDetail } from '../api';
import { NS } from '../role-columns';
import { PermissionTree } from './permission-tree';

/** Below the role's fields in the detail drawer: its permission tree (read only) and its operation record. */
export const RoleDetailExtra = ({ row }: { row: Role }) => {
  const { t } = useTranslation(NS);
  const detail = useRoleDetail(row.id);
  return (
    <>
      <Typography.Title level={5}>{t('fields.permissions')}</Typography.Title>
      <PermissionTree value={detail.data?.codes ?? row.codes} readOnly />
      <div style={{ marginTop: 16 }}>
        <OperationTimeline ns={NS} testId="role-timeline" operations={detail.data?.operations} />
      </div>
    </>
  );
};
