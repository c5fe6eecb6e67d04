import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Result, Spin } from 'antd';
import type { PaymentView } from '@oms/contracts';
import { paymentsApi } from '../api';
import { NS } from '../recharge-columns';

/** The payment of the page's `?token=`, read without a session (the public /pay and /payResult). */
export const usePayment = () => {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const query = useQuery({
    queryKey: ['pay', token],
    queryFn: () => paymentsApi.info({ token }, { quiet: true }),
    enabled: token !== '',
    retry: false,
  });
  return { token, query };
};

/** A centred card for the public payment pages; a missing or unknown token says so. */
export const PayFrame = ({ children }: { children: (payment: PaymentView, token: string) => ReactNode }) => {
  const { t } = useTranslation(NS);
  const { token, query } = usePayment();
  return (
    <Flex justify="center" style={{ minHeight: '100vh', background: '#f5f7fa', padding: 32 }}>
      <Card style={{ width: 520, alignSelf: 'flex-start' }}>
        {!token || query.isError ? (
          <Result status="404" title={t('pay.notFound')} data-testid="pay-not-found" />
        ) : !query.data ? (
          <Spin style={{ display: 'block', margin: 48 }} />
        ) : (
          children(query.data, token)
        )}
      </Card>
    </Flex>
  );
};
