import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Descriptions, Flex, QRCode, Result, Space, Typography } from 'antd';
import { payResultPathOf, type SandboxOutcome } from '@oms/contracts';
import { errorText } from '@/shared/api/errors';
import { formatCurrencyMoney, formatDate } from '@/shared/lib/format';
import { paymentsApi } from '../api';
import { PayFrame } from '../components/pay-frame';
import { NS } from '../recharge-columns';

/** /pay?token=…: the payment's QR code, and the sandbox provider's confirm and fail buttons. */
const PayPage = () => {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const pay = useMutation({
    mutationFn: (v: { token: string; outcome: SandboxOutcome }) => paymentsApi.sandbox(v, { quiet: true }),
    onSuccess: (_, v) => {
      void queryClient.invalidateQueries({ queryKey: ['pay', v.token] });
      void navigate(payResultPathOf(v.token));
    },
    onError: (err) => void message.error(errorText(err, t('failed'))),
  });
  return (
    <PayFrame>
      {(p, token) => (
        <Space
          orientation="vertical"
          size={16}
          style={{ width: '100%' }}
          data-testid="pay-page"
          data-status={p.status}
        >
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('pay.title')}
          </Typography.Title>
          <Descriptions
            column={1}
            size="small"
            items={[
              { key: 'no', label: t('fields.number'), children: p.number },
              {
                key: 'amount',
                label: t('fields.amount'),
                children: (
                  <Typography.Text strong style={{ fontSize: 20 }} data-testid="pay-amount">
                    {formatCurrencyMoney(p.currency, p.amount)}
                  </Typography.Text>
                ),
              },
              { key: 'provider', label: t('detail.provider'), children: t(`provider.${p.provider}`) },
              { key: 'created', label: t('fields.createdAt'), children: formatDate(p.createdAt) },
            ]}
          />
          {p.status === 'PENDING_REVIEW' ? (
            <>
              <Flex vertical align="center" gap={8}>
                <QRCode value={p.qrText} size={200} data-testid="pay-qr" />
                <Typography.Text type="secondary">{t('pay.scan')}</Typography.Text>
              </Flex>
              <Flex gap={12} justify="center">
                <Button
                  type="primary"
                  size="large"
                  loading={pay.isPending && pay.variables?.outcome === 'SUCCESS'}
                  disabled={pay.isPending}
                  onClick={() => pay.mutate({ token, outcome: 'SUCCESS' })}
                  data-testid="pay-confirm"
                >
                  {t('pay.confirm')}
                </Button>
                <Button
                  danger
                  size="large"
                  loading={pay.isPending && pay.variables?.outcome === 'FAIL'}
                  disabled={pay.isPending}
                  onClick={() => pay.mutate({ token, outcome: 'FAIL' })}
                  data-testid="pay-fail"
                >
                  {t('pay.fail')}
                </Button>
              </Flex>
              <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
                {t('pay.sandboxHint')}
              </Typography.Paragraph>
            </>
          ) : (
            <Result
              status={p.status === 'PASSED' ? 'success' : 'warning'}
              title={t(`status.${p.status}`)}
              extra={
                <Button onClick={() => void navigate(payResultPathOf(token))}>{t('pay.seeResult')}</Button>
              }
            />
          )}
        </Space>
      )}
    </PayFrame>
  );
};

export default PayPage;
