import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, Descriptions, Table } from 'antd';
import { RETURN_CATALOGUE, type ReturnDetail, type ReturnLine } from '@oms/contracts';
import { catalogueItems } from '@/shared/catalogue/field-text';
import { DetailNotice, descriptionItem } from '@/shared/ui/detail-page';
import { FileLinks } from '@/shared/ui/file-links';
import { feeDetailPath } from '@/features/fees';
import { outboundDetailPath } from '@/features/outbound-orders';
import { NS } from '../lib/display';

/** What the parcel must carry when it has no tracking number, and a return handling fee still owed. */
export const Notices = ({ d }: { d: ReturnDetail }) => {
  const { t } = useTranslation(NS);
  return (
    <>
      {d.status === 'PENDING_RECEIPT' && !d.trackingNo && (
        <DetailNotice
          type="info"
          testId="return-mark-parcel"
          title={t('detail.markParcel', { number: d.returnNo })}
        />
      )}
      {d.feeOwed && (
        <DetailNotice
          type="warning"
          testId="return-fee-owed"
          title={t('detail.feeOwed', { amount: `${d.feeOwed.currency} ${d.feeOwed.amount}` })}
        />
      )}
    </>
  );
};

/** The return's fields as the list shows them (the inspected pieces once completed) and its fee record. */
export const BasicCard = ({ d }: { d: ReturnDetail }) => {
  const { t, i18n } = useTranslation(NS);
  const item = catalogueItems(RETURN_CATALOGUE, d, i18n.language);
  const id = (testId: string) => ({ testId: () => testId });
  return (
    <Card title={t('detail.basic')}>
      <Descriptions
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={[
          item('warehouse', id('return-detail-warehouse')),
          item('outboundNo', {
            render: (r) =>
              r.outboundOrderId ? (
                <Link to={outboundDetailPath(r.outboundOrderId)} data-testid="return-detail-outbound">
                  {r.outboundNo ?? r.outboundOrderId}
                </Link>
              ) : (
                '-'
              ),
          }),
          item('trackingNo', id('return-detail-tracking')),
          item('carrier', id('return-detail-carrier')),
          item('buyerName', id('return-detail-buyer')),
          item('lineCount'),
          item('totalQuantity', id('return-total')),
          ...(d.status === 'COMPLETED'
            ? [
                item('sellableQuantity', id('return-sellable')),
                item('unsellableQuantity', id('return-unsellable')),
                item('destroyedQuantity', id('return-destroyed')),
              ]
            : []),
          item('createdBy'),
          item('createdAt'),
          item('submittedAt'),
          item('receivedAt'),
          item('completedAt'),
          ...(d.feeRecordId
            ? [
                descriptionItem(
                  'fee',
                  t('detail.feeRecord'),
                  <Link to={feeDetailPath(d.feeRecordId)} data-testid="return-fee">
                    {t('detail.viewFee')}
                  </Link>,
                ),
              ]
            : []),
          item('remark', { span: 3 }),
        ]}
      />
    </Card>
  );
};

/** A count of a line, by its SKU in the test id ('-' until inspected). */
const count = (key: 'quantity' | 'sellable' | 'unsellable' | 'destroyed', testId: string) => ({
  key,
  align: 'right' as const,
  render: (_v: unknown, l: ReturnLine) => (
    <span data-testid={`return-line-${testId}-${l.sku}`}>{l[key] ?? '-'}</span>
  ),
});

/** The lines: SKU, product, expected pieces, handling and reason; the inspection's pieces and photos. */
export const LinesCard = ({ d }: { d: ReturnDetail }) => {
  const { t } = useTranslation(NS);
  return (
    <Card title={t('detail.lines', { count: d.lines.length })} data-testid="return-lines">
      <Table<ReturnLine>
        rowKey="id"
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={d.lines}
        columns={[
          { key: 'sku', title: t('form.sku'), dataIndex: 'sku' },
          { key: 'name', title: t('detail.productName'), dataIndex: 'name' },
          { ...count('quantity', 'expected'), title: t('form.quantity') },
          {
            key: 'handling',
            title: t('fields.handling'),
            render: (_v, l) => (
              <span data-testid={`return-line-handling-${l.sku}`}>{t(`handling.${l.handling}`)}</span>
            ),
          },
          { key: 'reason', title: t('fields.reason'), render: (_v, l) => l.reason ?? '-' },
          { ...count('sellable', 'sellable'), title: t('fields.sellableQuantity') },
          { ...count('unsellable', 'unsellable'), title: t('fields.unsellableQuantity') },
          { ...count('destroyed', 'destroyed'), title: t('fields.destroyedQuantity') },
          {
            key: 'photos',
            title: t('fields.photos'),
            render: (_v, l) => <FileLinks files={l.photos} testId={`return-line-photo-${l.sku}`} />,
          },
        ]}
      />
    </Card>
  );
};
