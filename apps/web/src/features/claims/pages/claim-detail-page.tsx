import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, Descriptions, Empty, Space, Table } from 'antd';
import { CLAIM_CATALOGUE, CLAIM_DOCUMENT, type ClaimDetail, type LedgerEntry } from '@oms/contracts';
import { catalogueItems } from '@/shared/catalogue/field-text';
import { openFile } from '@/shared/api/files';
import { formatCurrencyMoney, formatDate } from '@/shared/lib/format';
import { DetailNotice, DocumentDetail, descriptionItem } from '@/shared/ui/detail-page';
import { OperationTimeline } from '@/shared/ui/operation-timeline';
import { useClaimDetail } from '../api';
import { ACCOUNTS_PATH, NS } from '../claim-columns';
import { useClaimActions } from '../components/use-claim-actions';

/** /finance/compensationManageDetail?id=…: one claim, the warehouse's answer, the payment and the timeline. */
const ClaimDetailPage = () => {
  const { t } = useTranslation(NS);
  const actions = useClaimActions<ClaimDetail>();
  return (
    <DocumentDetail
      ns={NS}
      testId="claim"
      useDetail={useClaimDetail}
      document={CLAIM_DOCUMENT}
      number={(c) => c.claimNo}
      header={(c) => ({
        actions: actions.buttons(c),
        children: c.rejectReason && (
          <DetailNotice
            type="error"
            title={t('detail.rejected')}
            description={<span data-testid="claim-reject-reason">{c.rejectReason}</span>}
          />
        ),
      })}
    >
      {(claim) => <Cards c={claim} />}
    </DocumentDetail>
  );
};

const Cards = ({ c }: { c: ClaimDetail }) => {
  const { t, i18n } = useTranslation(NS);
  const item = catalogueItems(CLAIM_CATALOGUE, c, i18n.language);

  return (
    <>
      <Card title={t('detail.basic')}>
        <Descriptions
          column={2}
          items={[
            item('relatedType'),
            item('relatedNo'),
            item('claimType'),
            // The account the money goes to, by its name rather than the list's short code.
            descriptionItem('currency', t('fields.currency'), t(`currency.${c.currency}`)),
            item('expectedAmount', { testId: () => 'claim-expected' }),
            item('actualAmount', { testId: () => 'claim-actual' }),
            item('reason', { span: 2 }),
            item('attachments', {
              span: 2,
              render: () =>
                c.attachments.length === 0 ? (
                  '-'
                ) : (
                  <Space wrap>
                    {c.attachments.map((f) => (
                      <a key={f.id} onClick={() => void openFile(f.id)} data-testid="claim-attachment-link">
                        {f.name}
                      </a>
                    ))}
                  </Space>
                ),
            }),
            item('createdAt', { render: () => `${formatDate(c.createdAt)} · ${c.createdBy ?? '-'}` }),
            item('decidedAt'),
          ]}
        />
      </Card>
      <Card
        title={t('detail.payment')}
        extra={<Link to={ACCOUNTS_PATH}>{t('detail.accounts')}</Link>}
        data-testid="claim-ledger"
      >
        {c.ledger.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.noPayment')} />
        ) : (
          <Table<LedgerEntry>
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={c.ledger}
            columns={[
              { key: 'type', title: t('ledger.type'), render: (_, l) => t(`ledgerType.${l.type}`) },
              {
                key: 'amount',
                title: t('ledger.amount'),
                render: (_, l) => (
                  <span data-testid="claim-credited">{formatCurrencyMoney(l.currency, l.amount)}</span>
                ),
              },
              {
                key: 'balance',
                title: t('ledger.balanceAfter'),
                render: (_, l) => formatCurrencyMoney(l.currency, l.balanceAfter),
              },
              { key: 'at', title: t('ledger.at'), render: (_, l) => formatDate(l.createdAt) },
            ]}
          />
        )}
      </Card>
      <Card>
        <OperationTimeline ns={NS} testId="claim-timeline" operations={c.operations} />
      </Card>
    </>
  );
};

export default ClaimDetailPage;
