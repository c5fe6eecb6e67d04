import { useTranslation } from 'react-i18next';
import { Button, Space } from 'antd';
import type { SubAccount } from '@oms/contracts';
import { NS } from '../sub-account-columns';

type Props = {
  row: SubAccount;
  /** Changes are offered only with OMS_CLIENTACCOUNT:edit, never on the main account or one's own. */
  canChange: boolean;
  onDetail: () => void;
  onEdit: () => void;
  onToggle: () => void;
  onResetPassword: () => void;
};

export const RowActions = ({ row, canChange, onDetail, onEdit, onToggle, onResetPassword }: Props) => {
  const { t } = useTranslation(NS);
  const link = (key: string, label: string, onClick: () => void, danger = false) => (
    <Button
      key={key}
      type="link"
      size="small"
      danger={danger}
      onClick={onClick}
      data-testid={`row-${key}-${row.id}`}
      style={{ paddingInline: 0 }}
    >
      {label}
    </Button>
  );
  return (
    <Space size="small">
      {link('detail', t('actions.detail'), onDetail)}
      {canChange && link('edit', t('actions.edit'), onEdit)}
      {canChange &&
        (row.status === 'ENABLED'
          ? link('disable', t('actions.disable'), onToggle, true)
          : link('enable', t('actions.enable'), onToggle))}
      {canChange && link('resetPassword', t('actions.resetPassword'), onResetPassword)}
    </Space>
  );
};
