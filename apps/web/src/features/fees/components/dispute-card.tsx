import { useTranslation } from 'react-i18next';
import { App, Button, Card, Descriptions, Space, Tag } from 'antd';
import { FEE_INQUIRY_CODES, type Currency, type Dispute } from '@oms/contracts';
import { errorText } from '@/shared/api/errors';
import { openFile } from '@/shared/api/files';
import { formatDate, formatCurrencyMoney } from '@/shared/lib/format';
import { useCan } from '@/shared/stores/use-can';
import { OperationTimeline } from '@/shared/ui/operation-timeline';
import { feesApi, useFeeChange } from '../api';
import { DISPUTE_COLOR, NS } from '../lib/display';

/** One dispute of the line: its state, reason, attachments, the warehouse's answer and its timeline. */
export const DisputeCard = ({ d, currency }: { d: Dispute; currency: Currency }) => {
  const { t } = useTranslation(NS);
  const { modal, message } = App.useApp();
  const can = useCan(FEE_INQUIRY_CODES);
  const withdraw = useFeeChange(feesApi.withdraw);
  const confirmWithdraw = () =>
    modal.confirm({
      title: t('confirm.withdraw'),
      okText: t('actions.withdraw'),
      cancelText: t('form.cancel'),
      onOk: async () => {
        try {
          await withdraw.mutateAsync(d.id);
          void message.success(t('done.withdrawn'));
        } catch (err) {
          void message.error(errorText(err, t('failed')));
        }
      },
    });
  return (
    <Card
      title={t('detail.dispute')}
      data-testid="dispute-card"
      data-status={d.status}
      extra={
        <Space>
          <Tag color={DISPUTE_COLOR[d.status]} data-testid="dispute-status">
            {t(`disputeState.${d.status}`)}
          </Tag>
          {can('cancel') && d.status === 'OPEN' && (
            <Button size="small" danger onClick={confirmWithdraw} data-testid="dispute-withdraw">
              {t('actions.withdraw')}
            </Button>
          )}
        </Space>
      }
    >
      <Descriptions
        column={2}
        items={[
          {
            key: 'reason',
            label: t('dispute.reason'),
            span: 2,
            children: <span data-testid="dispute-text">{d.reason}</span>,
          },
          {
            key: 'files',
            label: t('dispute.attachments'),
            span: 2,
            children: d.attachments.length
              ? d.attachments.map((f) => (
                  <Button key={f.id} type="link" size="small" onClick={() => void openFile(f.id)}>
                    {f.name}
                  </Button>
                ))
              : '-',
          },
          {
            key: 'at',
            label: t('dispute.createdAt'),
            children: `${formatDate(d.createdAt)} ${d.createdBy ?? ''}`,
          },
          {
            key: 'answered',
            label: t('dispute.answeredAt'),
            children: d.answeredAt ? `${formatDate(d.answeredAt)} ${d.answeredBy ?? ''}` : '-',
          },
          ...(d.refundAmount
            ? [
                {
                  key: 'refund',
                  label: t('dispute.refundAmount'),
                  children: formatCurrencyMoney(currency, d.refundAmount),
                },
              ]
            : []),
          ...(d.answer ? [{ key: 'answer', label: t('dispute.answer'), span: 2, children: d.answer }] : []),
        ]}
      />
      <OperationTimeline ns={NS} testId="dispute-timeline" operations={d.operations} />
    </Card>
  );
};
