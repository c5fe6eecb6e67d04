import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, Descriptions, Table } from 'antd';
import { VAS_CATALOGUE, type VasDetail, type VasLine } from '@oms/contracts';
import { catalogueItems } from '@/shared/catalogue/field-text';
import { formatCurrencyMoney } from '@/shared/lib/format';
import { DetailNotice, descriptionItem } from '@/shared/ui/detail-page';
import { FileLinks } from '@/shared/ui/file-links';
import { feeDetailPath } from '@/features/fees';
import { NS } from '../lib/display';

const quoteOf = (d: VasDetail) => formatCurrencyMoney(d.quoteCurrency ?? 'USD', d.quoteAmount);

/** The quote waiting for the customer, and why the warehouse rejected the order. */
export const Notices = ({ d }: { d: VasDetail }) => {
  const { t } = useTranslation(NS);
  return (
    <>
      {d.status === 'QUOTED' && (
        <DetailNotice type="warning" testId="vas-quoted" title={t('detail.quoted', { amount: quoteOf(d) })} />
      )}
      {d.status === 'REJECTED' && d.rejectReason && (
        <DetailNotice
          type="error"
          testId="vas-rejected"
          title={t('detail.rejected', { reason: d.rejectReason })}
        />
      )}
    </>
  );
};

/**
 * The order's fields as the list shows them: the service and its pieces, the requirements, the
 * quote once there is one, the reason or the result, the dates, the files and the fee record.
 */
export const BasicCard = ({ d }: { d: VasDetail }) => {
  const { t, i18n } = useTranslation(NS);
  const item = catalogueItems(VAS_CATALOGUE, d, i18n.language);
  const id = (testId: string) => ({ testId: () => testId });
  const when = <T,>(shown: unknown, items: T[]) => (shown ? items : []);
  return (
    <Card title={t('detail.basic')}>
      <Descriptions
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={[
          item('warehouse', id('vas-detail-warehouse')),
          item('serviceType', id('vas-detail-service')),
          item('totalQuantity', id('vas-total')),
          // The quote, its note and the fee it became once confirmed, on one line.
          ...when(d.quoteAmount !== null, [
            item('quoteAmount', id('vas-quote')),
            item('quoteNote', { ...id('vas-quote-note'), span: d.feeRecordId ? 1 : 2 }),
          ]),
          ...when(d.feeRecordId, [
            descriptionItem(
              'fee',
              t('detail.feeRecord'),
              <Link to={feeDetailPath(d.feeRecordId!)} data-testid="vas-fee">
                {t('detail.viewFee')}
              </Link>,
            ),
          ]),
          item('requirements', { ...id('vas-detail-requirements'), span: 3 }),
          ...when(d.rejectReason, [item('rejectReason', { ...id('vas-reject-reason'), span: 3 })]),
          ...when(d.resultNote, [item('resultNote', { ...id('vas-result-note'), span: 3 })]),
          item('createdBy'),
          item('createdAt'),
          item('submittedAt'),
          item('quotedAt'),
          item('confirmedAt'),
          item('completedAt'),
          descriptionItem(
            'attachments',
            t('detail.attachments'),
            <FileLinks files={d.attachments} testId="vas-attachment" indexed />,
            3,
          ),
          ...when(d.results.length > 0 || d.status === 'COMPLETED', [
            descriptionItem(
              'results',
              t('detail.results'),
              <FileLinks files={d.results} testId="vas-result" indexed />,
              3,
            ),
          ]),
          item('remark', { span: 3 }),
        ]}
      />
    </Card>
  );
};

/** Kitting's kit: the combination, the kit's own SKU and how many kits. */
export const KitCard = ({ kit }: { kit: NonNullable<VasDetail['kit']> }) => {
  const { t } = useTranslation(NS);
  const span = (testId: string, text: string | number) => <span data-testid={testId}>{text}</span>;
  return (
    <Card title={t('detail.kit')} data-testid="vas-detail-kit">
      <Descriptions
        column={{ xs: 1, sm: 3 }}
        items={[
          descriptionItem(
            'combination',
            t('form.combination'),
            span('vas-detail-kit-combination', kit.combinationName),
          ),
          descriptionItem('kitSku', t('form.kitSku'), span('vas-detail-kit-sku', kit.kitSku)),
          descriptionItem('quantity', t('form.kitQuantity'), span('vas-detail-kit-quantity', kit.quantity)),
        ]}
      />
    </Card>
  );
};

/** The pieces worked on (for kitting, the components the kits use): SKU, product, pieces. */
export const LinesCard = ({ d }: { d: VasDetail }) => {
  const { t } = useTranslation(NS);
  const title = t(d.kit ? 'detail.components' : 'detail.lines', { count: d.lines.length });
  return (
    <Card title={title} data-testid="vas-lines">
      <Table<VasLine>
        rowKey="id"
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={d.lines}
        columns={[
          { key: 'sku', title: t('form.sku'), dataIndex: 'sku' },
          { key: 'name', title: t('detail.productName'), dataIndex: 'name' },
          {
            key: 'quantity',
            title: t('form.quantity'),
            align: 'right',
            render: (_v, l) => <span data-testid={`vas-line-quantity-${l.sku}`}>{l.quantity}</span>,
          },
        ]}
      />
    </Card>
  );
};
