import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, Space, Tabs, Typography } from 'antd';
import { RECHARGE_CODES, RECHARGE_MANAGE_CODES } from '@oms/contracts';
import { useCan } from '@/shared/stores/use-can';
import { useAccounts } from '../api';
import { AccountCards } from '../components/account-cards';
import { OfflineForm } from '../components/offline-form';
import { OnlineForm } from '../components/online-form';
import { MANAGE_PATH, NS } from '../recharge-columns';

/** /finance/recharge: the two currency accounts, and recharging them online or by bank transfer. */
const RechargePage = () => {
  const { t } = useTranslation(NS);
  const canCreate = useCan(RECHARGE_CODES)('create');
  const canList = useCan(RECHARGE_MANAGE_CODES)('view');
  const accounts = useAccounts();
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="recharge-page">
      <AccountCards accounts={accounts.data} />
      {canCreate && (
        <Card title={t('title')} extra={canList && <Link to={MANAGE_PATH}>{t('actions.records')}</Link>}>
          <Tabs
            items={[
              {
                key: 'online',
                label: <span data-testid="tab-online">{t('tabs.online')}</span>,
                children: <OnlineForm />,
              },
              {
                key: 'offline',
                label: <span data-testid="tab-offline">{t('tabs.offline')}</span>,
                children: (
                  <>
                    <Typography.Paragraph type="secondary">{t('form.offlineHint')}</Typography.Paragraph>
                    <OfflineForm />
                  </>
                ),
              },
            ]}
          />
        </Card>
      )}
    </Space>
  );
};

export default RechargePage;
