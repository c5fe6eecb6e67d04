import {
  Alert,
  Button,
  Card,
  Col,
  Divider,
  Empty,
  Flex,
  Row,
  Skeleton,
  Statistic,
  Typography,
  theme,
} from 'antd';
import { WalletOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Amount } from '@/shared/ui/amount';
import { useSession } from '@/shared/stores/session-store';
import { useFundOverview, type FundAccount } from '../api';

const RECHARGE_PATH = '/finance/recharge';
const RECHARGE_CODE = 'OMS_FINANCERECHARGE';
const CURRENCY_SYMBOL: Record<FundAccount['currency'], string> = { CNY: '¥', USD: '$' };

const AccountBlock = ({ account }: { account: FundAccount }) => {
  const { t } = useTranslation('homepage');
  const { token } = theme.useToken();
  const symbol = CURRENCY_SYMBOL[account.currency];
  const small = (key: 'balance' | 'frozen' | 'credit', value: string) => (
    <Col span={8}>
      <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
        {t(`funds.${key}`)}
      </Typography.Text>
      <div>
        <Amount value={value} prefix={symbol} />
      </div>
    </Col>
  );
  return (
    <div data-testid="fund-account" data-currency={account.currency}>
      <Statistic
        title={t(`funds.account.${account.currency}`)}
        value={account.available}
        formatter={() => <Amount value={account.available} prefix={symbol} />}
        suffix={<Typography.Text type="secondary">{t('funds.available')}</Typography.Text>}
      />
      <Row gutter={8} style={{ marginTop: 8 }}>
        {small('balance', account.balance)}
        {small('frozen', account.frozen)}
        {small('credit', account.credit)}
      </Row>
      <Row gutter={8} style={{ marginTop: 8 }} data-testid="fund-flows">
        <Flow
          label={t('funds.yesterday')}
          income={account.yesterdayIncome}
          expense={account.yesterdayExpense}
          symbol={symbol}
        />
        <Flow
          label={t('funds.thisMonth')}
          income={account.monthIncome}
          expense={account.monthExpense}
          symbol={symbol}
        />
      </Row>
    </div>
  );
};

/** Money in and out over a period: income in green, expenses in red, as a ledger reads. */
const Flow = (props: { label: string; income: string; expense: string; symbol: string }) => {
  const { t } = useTranslation('homepage');
  const { token } = theme.useToken();
  return (
    <Col span={12}>
      <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
        {props.label}
      </Typography.Text>
      <Flex wrap gap="0 6px" style={{ fontSize: token.fontSizeSM }}>
        <Amount
          value={props.income}
          prefix={`${t('funds.income')} +${props.symbol}`}
          style={{ color: token.colorSuccess }}
        />{' '}
        <Amount
          value={props.expense}
          prefix={`${t('funds.expense')} −${props.symbol}`}
          style={{ color: token.colorError }}
        />
      </Flex>
    </Col>
  );
};

/**
 * One block per currency account; an empty state until the company has an account. The page shows
 * it only to a viewer who may see the accounts.
 */
export const FundsCard = () => {
  const { t } = useTranslation('homepage');
  const navigate = useNavigate();
  const canRecharge = useSession((s) => s.permissions.includes(RECHARGE_CODE));
  const query = useFundOverview(true);

  return (
    <Card
      data-testid="home-funds"
      variant="borderless"
      title={
        <Flex gap={8} align="center">
          <WalletOutlined />
          {t('funds.title')}
        </Flex>
      }
      extra={
        canRecharge ? (
          <Button type="link" size="small" onClick={() => navigate(RECHARGE_PATH)}>
            {t('funds.recharge')}
          </Button>
        ) : null
      }
    >
      {query.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : query.isError ? (
        <Alert type="error" showIcon title={t('loadFailed')} />
      ) : query.data.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t('funds.empty')}
          data-testid="funds-empty"
        />
      ) : (
        query.data.map((account, i) => (
          <div key={account.currency}>
            {i > 0 && <Divider style={{ margin: '12px 0' }} />}
            <AccountBlock account={account} />
          </div>
        ))
      )}
    </Card>
  );
};
