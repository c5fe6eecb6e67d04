import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, Descriptions, Tag } from 'antd';
import { OVER_RECEIPT_CATALOGUE, OVER_RECEIPT_DOCUMENT, type OverReceiptDetail } from '@oms/contracts';
import { catalogueItems } from '@/shared/catalogue/field-text';
import { formatDate } from '@/shared/lib/format';
import { DetailNotice, DocumentDetail, descriptionItem } from '@/shared/ui/detail-page';
import { OperationTimeline } from '@/shared/ui/operation-timeline';
import { feeDetailPath } from '@/features/fees';
import { inboundDetailPath } from '@/features/inbound-orders';
import { useOverReceiptDetail } from '../api';
import { useOverReceiptActions } from '../components/use-over-receipt-actions';
import { DECISION_COLOR, NS } from '../over-receipt-columns';

/** /order/inboundOverchargeManageDetail?id=…: one over-receipt, its decision, its fee and its timeline. */
const OverReceiptDetailPage = () => {
  const { t } = useTranslation(NS);
  const actions = useOverReceiptActions<OverReceiptDetail>();
  return (
    <DocumentDetail
      ns={NS}
      testId="over-receipt"
      useDetail={useOverReceiptDetail}
      document={OVER_RECEIPT_DOCUMENT}
      number={(r) => r.overReceiptNo}
      header={(r) => ({
        actions: actions.buttons(r),
        children: r.feeOwed && (
          <DetailNotice
            type="warning"
            title={t('detail.feeOwed', { amount: `${r.feeOwed.currency} ${r.feeOwed.amount}` })}
          />
        ),
      })}
    >
      {(row) => (
        <>
          <Cards r={row} />
          {actions.dialog}
        </>
      )}
    </DocumentDetail>
  );
};

const Cards = ({ r }: { r: OverReceiptDetail }) => {
  const { t, i18n } = useTranslation(NS);
  const item = catalogueItems(OVER_RECEIPT_CATALOGUE, r, i18n.language);

  return (
    <>
      <Card title={t('detail.basic')}>
        <Descriptions
          column={2}
          items={[
            item('inboundOrderNo', {
              render: () => (
                <Link to={inboundDetailPath(r.inboundOrderId)} data-testid="over-receipt-order">
                  {r.inboundOrderNo}
                </Link>
              ),
            }),
            item('warehouse'),
            item('sku', { testId: () => 'over-receipt-sku' }),
            item('productName'),
            item('forecast'),
            item('received'),
            item('excess', { testId: () => 'over-receipt-excess' }),
            item('decision', {
              render: () =>
                r.decision ? (
                  <Tag color={DECISION_COLOR[r.decision]} data-testid="over-receipt-decision">
                    {t(`decision.${r.decision}`)}
                  </Tag>
                ) : (
                  '-'
                ),
            }),
            item('rejectReason'),
            descriptionItem(
              'fee',
              t('fields.feeRecord'),
              r.feeRecordId ? (
                <Link to={feeDetailPath(r.feeRecordId)} data-testid="over-receipt-fee">
                  {t('detail.viewFee')}
                </Link>
              ) : (
                '-'
              ),
            ),
            item('createdAt'),
            item('decidedAt', {
              render: () => (r.decidedAt ? `${formatDate(r.decidedAt)} · ${r.decidedBy ?? '-'}` : '-'),
            }),
          ]}
        />
      </Card>
      <Card>
        <OperationTimeline ns={NS} testId="over-receipt-timeline" operations={r.operations} />
      </Card>
    </>
  );
};

export default OverReceiptDetailPage;
