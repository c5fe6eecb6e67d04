import { useTranslation } from 'react-i18next';
import { Card, Col, Row, Skeleton, Statistic } from 'antd';
import { CURRENCY_SHORT, type CurrencyAccount } from '@oms/contracts';
import { formatMoney } from '@/shared/lib/format';
import { NS } from '../recharge-columns';

const FIGURES = ['balance', 'frozen', 'creditLimit', 'available'] as const;

/** The company's two currency accounts: balance, frozen, credit and available. */
export const AccountCards = ({ accounts }: { accounts: CurrencyAccount[] | undefined }) => {
  const { t } = useTranslation(NS);
  if (!accounts) return <Skeleton active paragraph={{ rows: 2 }} />;
  return (
    <Row gutter={16}>
      {accounts.map((a) => (
        <Col xs={24} lg={12} key={a.currency}>
          <Card title={t(`currency.${a.currency}`)} data-testid={`account-${a.currency}`}>
            <Row gutter={8}>
              {FIGURES.map((f) => (
                <Col span={6} key={f}>
                  <Statistic
                    title={t(`account.${f}`)}
                    value={formatMoney(a[f])}
                    prefix={f === 'balance' ? CURRENCY_SHORT[a.currency] : undefined}
                    styles={{ content: { fontSize: f === 'balance' ? 22 : 16 } }}
                    data-testid={`account-${a.currency}-${f}`}
                    data-value={a[f]}
                  />
                </Col>
              ))}
            </Row>
          </Card>
        </Col>
      ))}
    </Row>
  );
};
