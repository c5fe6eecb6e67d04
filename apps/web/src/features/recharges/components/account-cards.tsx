import { useTranslation } from 'react-i18next';
import { Card, Col, Flex, Row, Skeleton, Statistic } from 'antd';
import type { CurrencyAccount } from '@oms/contracts';
import { Amount } from '@/shared/ui/amount';
import { NS } from '../recharge-columns';

const FIGURES = ['balance', 'frozen', 'creditLimit', 'available'] as const;

/**
 * The company's two currency accounts: balance, frozen, credit and available. Each figure keeps to
 * one line; figures that do not fit side by side wrap as wholes.
 */
export const AccountCards = ({ accounts }: { accounts: CurrencyAccount[] | undefined }) => {
  const { t } = useTranslation(NS);
  if (!accounts) return <Skeleton active paragraph={{ rows: 2 }} />;
  return (
    <Row gutter={[16, 16]}>
      {accounts.map((a) => (
        <Col xs={24} lg={12} key={a.currency}>
          <Card title={t(`currency.${a.currency}`)} data-testid={`account-${a.currency}`}>
            <Flex wrap gap="8px 32px">
              {FIGURES.map((f) => (
                <Statistic
                  key={f}
                  title={t(`account.${f}`)}
                  value={a[f]}
                  formatter={() => (
                    <Amount value={a[f]} currency={f === 'balance' ? a.currency : undefined} />
                  )}
                  styles={{ content: { fontSize: f === 'balance' ? 22 : 16 } }}
                  data-testid={`account-${a.currency}-${f}`}
                  data-value={a[f]}
                />
              ))}
            </Flex>
          </Card>
        </Col>
      ))}
    </Row>
  );
};
