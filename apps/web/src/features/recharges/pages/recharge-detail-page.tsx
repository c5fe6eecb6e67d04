import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, Card, Descriptions } from 'antd';
import { RECHARGE_CATALOGUE, RECHARGE_DOCUMENT, type RechargeDetail } from '@oms/contracts';
import { catalogueItems } from '@/shared/catalogue/field-text';
import { openFile } from '@/shared/api/files';
import { formatDate } from '@/shared/lib/format';
import { useStoredText } from '@/shared/lib/stored-text';
import { DetailNotice, DocumentDetail, descriptionItem } from '@/shared/ui/detail-page';
import { OperationTimeline } from '@/shared/ui/operation-timeline';
import { useRechargeDetail } from '../api';
import { useRechargeActions } from '../components/use-recharge-actions';
import { NS } from '../recharge-columns';

/** /finance/rechargeManageDetail?id=…: one recharge, its reject reason and its operation record. */
const RechargeDetailPage = () => {
  const { t } = useTranslation(NS);
  const read = useStoredText();
  const actions = useRechargeActions<RechargeDetail>();
  return (
    <DocumentDetail
      ns={NS}
      testId="recharge"
      useDetail={useRechargeDetail}
      document={RECHARGE_DOCUMENT}
      number={(r) => r.number}
      header={(r) => ({
        actions: (
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
        ),
        children: r.rejectReason && (
          <DetailNotice
            type="error"
            title={t('detail.rejected')}
            description={<span data-testid="recharge-reject-reason">{read(r.rejectReason)}</span>}
          />
        ),
      })}
    >
      {(recharge) => <Cards r={recharge} />}
    </DocumentDetail>
  );
};

const Cards = ({ r }: { r: RechargeDetail }) => {
  const { t, i18n } = useTranslation(NS);
  const offline = r.type === 'OFFLINE';
  const item = catalogueItems(RECHARGE_CATALOGUE, r, i18n.language);

  return (
    <>
      <Card title={t('detail.basic')}>
        <Descriptions
          column={2}
          items={[
            item('type'),
            // The account the money goes to, by its name rather than the list's short code.
            descriptionItem('currency', t('fields.currency'), t(`currency.${r.currency}`)),
            item('amount', { testId: () => 'recharge-amount' }),
            item('actualAmount', { testId: () => 'recharge-actual' }),
            ...(offline
              ? [
                  // The whole account the customer paid to, its name too, where the list has bank and number.
                  item('receivingAccountNumber', {
                    span: 2,
                    render: () =>
                      `${r.receivingBank ?? ''} · ${r.receivingAccountName ?? ''} · ${r.receivingAccountNumber ?? ''}`,
                  }),
                  item('payerAccount'),
                  item('serial'),
                  descriptionItem(
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
              : [
                  descriptionItem(
                    'provider',
                    t('detail.provider'),
                    r.provider ? t(`provider.${r.provider}`) : '-',
                  ),
                ]),
            item('createdAt', { render: () => `${formatDate(r.createdAt)} · ${r.createdBy ?? '-'}` }),
            item('decidedAt'),
            item('remark', { span: 2 }),
          ]}
        />
      </Card>
      <Card>
        <OperationTimeline ns={NS} testId="recharge-timeline" operations={r.operations} />
      </Card>
    </>
  );
};

export default RechargeDetailPage;
