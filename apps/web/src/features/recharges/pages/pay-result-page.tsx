import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Result, Typography } from 'antd';
import { financeEndpoints, payPathOf, type Currency } from '@oms/contracts';
import { call } from '@/shared/api/call';
import { useSession } from '@/shared/stores/session-store';
import { formatCurrencyMoney } from '@/shared/lib/format';
import { useStoredText } from '@/shared/lib/stored-text';
import { PayFrame } from '../components/pay-frame';
import { MANAGE_PATH, NS, RECHARGE_PATH } from '../recharge-columns';

/** The account's balance now, for a payer who is signed in (the result page itself is public). */
const NewBalance = ({ currency }: { currency: Currency }) => {
  const { t } = useTranslation(NS);
  const signedIn = useSession((s) => s.token !== null);
  const accounts = useQuery({
    queryKey: ['pay', 'accounts'],
    queryFn: () => call(financeEndpoints.accounts, undefined, { quiet: true }),
    enabled: signedIn,
    retry: false,
  });
  const account = accounts.data?.find((a) => a.currency === currency);
  if (!account) return null;
  return (
    <Typography.Paragraph data-testid="pay-result-balance" data-value={account.balance}>
      {t('pay.newBalance', { balance: formatCurrencyMoney(currency, account.balance) })}
    </Typography.Paragraph>
  );
};

/** /payResult?token=…: how the payment ended, and (signed in) the account's new balance. */
const PayResultPage = () => {
  const { t } = useTranslation(NS);
  const read = useStoredText();
  return (
    <PayFrame>
      {(p, token) => {
        const links = [
          <Link key="recharge" to={RECHARGE_PATH}>
            <Button type="primary">{t('pay.backToRecharge')}</Button>
          </Link>,
          <Link key="records" to={MANAGE_PATH}>
            <Button>{t('actions.records')}</Button>
          </Link>,
        ];
        return (
          <div data-testid="pay-result" data-status={p.status}>
            {p.status === 'PASSED' ? (
              <Result
                status="success"
                title={<span data-testid="pay-result-title">{t('pay.success')}</span>}
                subTitle={t('pay.successDetail', {
                  number: p.number,
                  amount: formatCurrencyMoney(p.currency, p.amount),
                })}
                extra={[<NewBalance key="balance" currency={p.currency} />, ...links]}
              />
            ) : p.status === 'PENDING_REVIEW' ? (
              <Result
                status="info"
                title={<span data-testid="pay-result-title">{t('pay.waiting')}</span>}
                extra={
                  <Link to={payPathOf(token)}>
                    <Button type="primary">{t('pay.backToPay')}</Button>
                  </Link>
                }
              />
            ) : (
              <Result
                status="error"
                title={<span data-testid="pay-result-title">{t('pay.failed')}</span>}
                subTitle={p.rejectReason ? read(p.rejectReason) : t(`status.${p.status}`)}
                extra={links}
              />
            )}
          </div>
        );
      }}
    </PayFrame>
  );
};

export default PayResultPage;
