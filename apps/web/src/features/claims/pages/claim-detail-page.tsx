import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert, Card, Descriptions, Empty, Space, Table } from 'antd';
import { CLAIM_DOCUMENT, type ClaimDetail, type LedgerEntry } from '@oms/contracts';
import { openFile } from '@/shared/api/files';
import { formatCurrencyMoney, formatDate } from '@/shared/lib/format';
import { DetailGate, DocumentHeader, useIdParam, DetailBody, descriptionItem } from '@/shared/ui/detail-page';
import { OperationTimeline } from '@/shared/ui/operation-timeline';
import { useClaimDetail } from '../api';
import { ACCOUNTS_PATH, NS } from '../claim-columns';
import { useClaimActions } from '../components/use-claim-actions';

/** /finance/compensationManageDetail?id=…: one claim, the warehouse's answer, the payment and the timeline. */
const ClaimDetailPage = () => {
  const id = useIdParam();
  return (
    <DetailGate ns={NS} testId="claim" id={id} query={useClaimDetail(id)}>
      {(claim) => <Detail c={claim} />}
    </DetailGate>
  );
};

const Detail = ({ c }: { c: ClaimDetail }) => {
  const { t } = useTranslation(NS);
  const actions = useClaimActions<ClaimDetail>();

  return (
    <DetailBody testId="claim-detail" status={c.status}>
      <DocumentHeader
        document={CLAIM_DOCUMENT}
        number={c.claimNo}
        status={c.status}
        statusText={t(`status.${c.status}`)}
        testId="claim"
        actions={actions.buttons(c)}
      >
        {c.rejectReason && (
          <Alert
            style={{ marginTop: 12 }}
            type="error"
            showIcon
            title={t('detail.rejected')}
            description={<span data-testid="claim-reject-reason">{c.rejectReason}</span>}
          />
        )}
      </DocumentHeader>
      <Card title={t('detail.basic')}>
        <Descriptions
          column={2}
          items={[
            descriptionItem('relatedType', t('fields.relatedType'), t(`relatedType.${c.relatedType}`)),
            descriptionItem('relatedNo', t('fields.relatedNo'), c.relatedNo),
            descriptionItem('claimType', t('fields.claimType'), t(`claimType.${c.claimType}`)),
            descriptionItem('currency', t('fields.currency'), t(`currency.${c.currency}`)),
            descriptionItem(
              'expected',
              t('fields.expectedAmount'),
              <span data-testid="claim-expected">{formatCurrencyMoney(c.currency, c.expectedAmount)}</span>,
            ),
            descriptionItem(
              'actual',
              t('fields.actualAmount'),
              <span data-testid="claim-actual">{formatCurrencyMoney(c.currency, c.actualAmount)}</span>,
            ),
            descriptionItem('reason', t('fields.reason'), c.reason, 2),
            descriptionItem(
              'attachments',
              t('fields.attachments'),
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
              2,
            ),
            descriptionItem(
              'created',
              t('fields.createdAt'),
              `${formatDate(c.createdAt)} · ${c.createdBy ?? '-'}`,
            ),
            descriptionItem('decided', t('fields.decidedAt'), c.decidedAt ? formatDate(c.decidedAt) : '-'),
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
    </DetailBody>
  );
};

export default ClaimDetailPage;
