import { useTranslation } from 'react-i18next';
import { Card, Descriptions } from 'antd';
import type { SecurityInfo } from '@oms/contracts';
import { useSession } from '@/shared/stores/session-store';

/** Who is signed in: the account, its display name, company and whether it is the main account. */
export const AccountInfoCard = ({ info }: { info: SecurityInfo }) => {
  const { t } = useTranslation('account-security');
  const companyName = useSession((s) => s.companyName);
  const isMain = useSession((s) => s.isMain);
  return (
    <Card title={t('account.title')} data-testid="security_account">
      <Descriptions
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'accountName', label: t('account.accountName'), children: info.accountName },
          { key: 'userName', label: t('account.userName'), children: info.userName },
          { key: 'companyName', label: t('account.companyName'), children: companyName || '-' },
          { key: 'type', label: t('account.type'), children: t(isMain ? 'account.main' : 'account.sub') },
        ]}
      />
    </Card>
  );
};
