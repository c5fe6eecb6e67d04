import { Avatar, Card, Col, Flex, Row, Statistic, Typography, theme } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/lib/format';
import { useSession } from '@/shared/stores/session-store';

/** `accounts` is null for a viewer who may not see the accounts: the figure is left out, not shown as 0. */
type Props = {
  openTodos: number | undefined;
  unread: number | undefined;
  accounts: number | undefined | null;
};

const greetingKey = (hour: number) => (hour < 12 ? 'morning' : hour < 18 ? 'afternoon' : 'evening');

/** Who is signed in, for which company, and the three numbers worth a glance. */
export const WelcomeCard = ({ openTodos, unread, accounts }: Props) => {
  const { t } = useTranslation('homepage');
  const { token } = theme.useToken();
  const userInfo = useSession((s) => s.userInfo);
  const companyName = useSession((s) => s.companyName);
  const name = userInfo?.userName || userInfo?.accountName || '';
  const now = new Date();
  const figures = (
    [
      ['openTodos', openTodos],
      ['unread', unread],
      ['accounts', accounts],
    ] as const
  ).filter(([, value]) => value !== null);

  return (
    <Card variant="borderless" data-testid="home-welcome">
      <Row gutter={[24, 16]} align="middle">
        <Col xs={24} lg={14}>
          <Flex gap={16} align="center">
            <Avatar
              size={56}
              icon={<UserOutlined />}
              style={{ background: token.colorPrimary, flex: 'none' }}
            />
            <div style={{ minWidth: 0 }}>
              <Typography.Title level={4} style={{ margin: 0 }}>
                {t(`welcome.${greetingKey(now.getHours())}`, { name })}
              </Typography.Title>
              <Typography.Text type="secondary">
                {companyName ? `${companyName} · ` : ''}
                {t('welcome.today', { date: formatDate(now, 'YYYY-MM-DD') })}
              </Typography.Text>
            </div>
          </Flex>
        </Col>
        <Col xs={24} lg={10}>
          <Row gutter={16}>
            {figures.map(([key, value]) => (
              <Col span={24 / figures.length} key={key} data-testid={`welcome-${key}`}>
                <Statistic title={t(`welcome.${key}`)} value={value ?? '-'} />
              </Col>
            ))}
          </Row>
        </Col>
      </Row>
    </Card>
  );
};
