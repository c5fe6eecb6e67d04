import { useTranslation } from 'react-i18next';
import { Alert, Button, Flex, Typography } from 'antd';

type Account = { accountName: string; password: string };

/** The demo deployment's sign-in hint; shown only when the runtime configuration says demo. */
export const DemoAccounts = ({ accounts, onPick }: { accounts: Account[]; onPick: (a: Account) => void }) => {
  const { t } = useTranslation('auth');
  if (accounts.length === 0) return null;
  return (
    <Alert
      id="login_demo"
      type="info"
      showIcon
      style={{ marginBottom: 20 }}
      title={t('login.demoTitle')}
      description={
        <Flex vertical gap={4}>
          <span>{t('login.demoHint')}</span>
          {accounts.map((a) => (
            <Flex key={a.accountName} align="center" gap={8} wrap>
              <Typography.Text code>{a.accountName}</Typography.Text>
              <Typography.Text code>{a.password}</Typography.Text>
              <Button size="small" type="link" onClick={() => onPick(a)}>
                {t('login.demoFill')}
              </Button>
            </Flex>
          ))}
        </Flex>
      }
    />
  );
};
