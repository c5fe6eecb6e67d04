import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, Card, Descriptions, Space, Table, Tag } from 'antd';
import {
  FEE_CATALOGUE,
  FEE_INQUIRY_CODES,
  feeNameOf,
  type FeeDetail,
  type FeeType,
  type LedgerEntry,
} from '@oms/contracts';
import { formatDate, formatCurrencyMoney } from '@/shared/lib/format';
import { useCan } from '@/shared/stores/use-can';
import { DetailGate, DetailHeader, useIdParam } from '@/shared/ui/detail-page';
import { useFeeDetail } from '../api';
import { DisputeCard } from '../components/dispute-card';
import { DisputeDialog } from '../components/dispute-dialog';
import { FEE_STATUS_COLOR, INQUIRY_PATH, NS } from '../lib/display';
import { uiLanguage, useStoredText } from '@/shared/lib/stored-text';
import { catalogueItems } from '@/shared/catalogue/field-text';

/** /finance/feeInquiryDetail?id=…: the fee line, the ledger rows it caused, its document and disputes. */
const FeeDetailPage = () => {
  const id = useIdParam();
  return (
    <DetailGate ns={NS} testId="fee" id={id} query={useFeeDetail(id)}>
      {(fee) => <Detail fee={fee} />}
    </DetailGate>
  );
};

const Detail = ({ fee: f }: { fee: FeeDetail }) => {
  const { t, i18n } = useTranslation(NS);
  const navigate = useNavigate();
  const can = useCan(FEE_INQUIRY_CODES);
  const [disputing, setDisputing] = useState(false);
  const money = (v: string) => formatCurrencyMoney(f.currency, v);
  const typeLabel = (v: FeeType) => t(`feeType.${v}`);
  const read = useStoredText();
  const item = catalogueItems(FEE_CATALOGUE, f, i18n.language);

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="fee-detail">
      <DetailHeader
        title={feeNameOf(f, typeLabel, uiLanguage(i18n.language))}
        titleTestId="fee-name"
        tag={
          <Space>
            <Tag color={FEE_STATUS_COLOR[f.status]} data-testid="fee-status">
              {t(`status.${f.status}`)}
            </Tag>
            {f.disputeState && (
              <Tag data-testid="fee-dispute-state">{t(`disputeState.${f.disputeState}`)}</Tag>
            )}
          </Space>
        }
        actions={
          <>
            <Button onClick={() => void navigate(INQUIRY_PATH)}>{t('actions.back')}</Button>
            {can('submit') && f.canDispute && (
              <Button type="primary" onClick={() => setDisputing(true)} data-testid="fee-dispute">
                {t('actions.dispute')}
              </Button>
            )}
          </>
        }
      />
      <Card title={t('detail.basic')}>
        <Descriptions
          column={3}
          items={[
            item('feeType'),
            item('currency'),
            item('warehouse'),
            item('unitPrice'),
            item('quantity'),
            item('amount'),
            item('deducted', { testId: () => 'fee-deducted' }),
            item('refunded', { testId: () => 'fee-refunded' }),
            item('net'),
            item('documentType'),
            item('documentNo', { testId: () => 'fee-document' }),
            item('createdAt', { render: () => `${formatDate(f.createdAt)} ${f.createdBy ?? ''}` }),
            item('remark', { span: 3 }),
          ]}
        />
      </Card>
      <Card title={t('detail.ledger')}>
        <Table<LedgerEntry>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={f.ledger}
          data-testid="fee-ledger"
          columns={[
            { key: 'at', title: t('ledger.createdAt'), render: (_, l) => formatDate(l.createdAt) },
            { key: 'type', title: t('ledger.type'), render: (_, l) => t(`ledgerType.${l.type}`) },
            { key: 'amount', title: t('ledger.amount'), align: 'right', render: (_, l) => money(l.amount) },
            {
              key: 'frozen',
              title: t('ledger.frozenChange'),
              align: 'right',
              render: (_, l) => money(l.frozenChange),
            },
            {
              key: 'balance',
              title: t('ledger.balanceAfter'),
              align: 'right',
              render: (_, l) => money(l.balanceAfter),
            },
            {
              key: 'note',
              title: t('ledger.note'),
              render: (_, l) => (l.note ? read(l.note, { documentNo: l.documentNo ?? '' }) : '-'),
            },
          ]}
        />
      </Card>
      {f.disputes.map((d) => (
        <DisputeCard key={d.id} d={d} currency={f.currency} />
      ))}
      <DisputeDialog feeId={f.id} open={disputing} onClose={() => setDisputing(false)} />
    </Space>
  );
};

export default FeeDetailPage;
