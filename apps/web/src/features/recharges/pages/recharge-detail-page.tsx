import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert, Button, Card, Descriptions } from 'antd';
import { RECHARGE_DOCUMENT, type RechargeDetail } from '@oms/contracts';
import { openFile } from '@/shared/api/files';
import { formatCurrencyMoney, formatDate } from '@/shared/lib/format';
import { useStoredText } from '@/shared/lib/stored-text';
import { DetailGate, DocumentHeader, useIdParam, DetailBody } from '@/shared/ui/detail-page';
import { OperationTimeline } from '@/shared/ui/operation-timeline';
import { useRechargeDetail } from '../api';
import { useRechargeActions } from '../components/use-recharge-actions';
import { NS } from '../recharge-columns';

/** /finance/rechargeManageDetail?id=…: one recharge, its reject reason and its operation record. */
const RechargeDetailPage = () => {
  const id = useIdParam();
  return (
    <DetailGate ns={NS} testId="recharge" id={id} query={useRechargeDetail(id)}>
      {(recharge) => <Detail r={recharge} />}
    </DetailGate>
  );
};

const Detail = ({ r }: { r: RechargeDetail }) => {
  const { t } = useTranslation(NS);
  const read = useStoredText();
  const actions = useRechargeActions<RechargeDetail>();
  const offline = r.type === 'OFFLINE';
  const item = (key: string, label: string, children: React.ReactNode, span = 1) => ({
    key,
    label,
    children,
    span,
  });

  return (
    <DetailBody testId="recharge-detail" status={r.status}>
      <DocumentHeader
        document={RECHARGE_DOCUMENT}
        number={r.number}
        status={r.status}
        statusText={t(`status.${r.status}`)}
        testId="recharge"
        actions={
          <>
            {r.payPath && (
              <Link to={r.payPath}>
                <Button type="primary" data-testid="recharge-pay">
                  {t('actions.pay')}
                </Button>
              </Link>
            )}
            {actions.buttons(r)}
          </>
        }
      >
        {r.rejectReason && (
          <Alert
            style={{ marginTop: 12 }}
            type="error"
            showIcon
            title={t('detail.rejected')}
            description={<span data-testid="recharge-reject-reason">{read(r.rejectReason)}</span>}
          />
        )}
      </DocumentHeader>
      <Card title={t('detail.basic')}>
        <Descriptions
          column={2}
          items={[
            item('type', t('fields.type'), t(`type.${r.type}`)),
            item('currency', t('fields.currency'), t(`currency.${r.currency}`)),
            item(
              'amount',
              t('fields.amount'),
              <span data-testid="recharge-amount">{formatCurrencyMoney(r.currency, r.amount)}</span>,
            ),
            item(
              'actual',
              t('fields.actualAmount'),
              <span data-testid="recharge-actual">{formatCurrencyMoney(r.currency, r.actualAmount)}</span>,
            ),
            ...(offline
              ? [
                  item(
                    'receiving',
                    t('fields.receivingAccount'),
                    `${r.receivingBank ?? ''} · ${r.receivingAccountName ?? ''} · ${r.receivingAccountNumber ?? ''}`,
                    2,
                  ),
                  item('payer', t('fields.payerAccount'), r.payerAccount ?? '-'),
                  item('serial', t('fields.serial'), r.serial ?? '-'),
                  item(
                    'attachment',
                    t('fields.attachment'),
                    r.attachmentFileId ? (
                      <a onClick={() => void openFile(r.attachmentFileId!)} data-testid="recharge-attachment">
                        {r.attachmentName ?? t('detail.viewAttachment')}
                      </a>
                    ) : (
                      '-'
                    ),
                  ),
                ]
              : [item('provider', t('detail.provider'), r.provider ? t(`provider.${r.provider}`) : '-')]),
            item('created', t('fields.createdAt'), `${formatDate(r.createdAt)} · ${r.createdBy ?? '-'}`),
            item('decided', t('fields.decidedAt'), r.decidedAt ? formatDate(r.decidedAt) : '-'),
            item('remark', t('fields.remark'), r.remark ?? '-', 2),
          ]}
        />
      </Card>
      <Card>
        <OperationTimeline ns={NS} testId="recharge-timeline" operations={r.operations} />
      </Card>
    </DetailBody>
  );
};

export default RechargeDetailPage;
