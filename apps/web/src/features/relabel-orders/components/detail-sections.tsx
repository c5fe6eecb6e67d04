import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, Descriptions, Table, Typography } from 'antd';
import { ArrowRightOutlined } from '@ant-design/icons';
import { RELABEL_CATALOGUE, type RelabelDetail, type RelabelLine } from '@oms/contracts';
import { catalogueItems } from '@/shared/catalogue/field-text';
import { DetailNotice, descriptionItem } from '@/shared/ui/detail-page';
import { FileLinks } from '@/shared/ui/file-links';
import { feeDetailPath } from '@/features/fees';
import { NS } from '../lib/display';

/** Why the warehouse rejected it, and a relabel fee still owed. */
export const Notices = ({ d }: { d: RelabelDetail }) => {
  const { t } = useTranslation(NS);
  return (
    <>
      {d.status === 'REJECTED' && d.rejectReason && (
        <DetailNotice
          type="error"
          testId="relabel-rejected"
          title={t('detail.rejected', { reason: d.rejectReason })}
        />
      )}
      {d.feeOwed && (
        <DetailNotice
          type="warning"
          testId="relabel-fee-owed"
          title={t('detail.feeOwed', { amount: `${d.feeOwed.currency} ${d.feeOwed.amount}` })}
        />
      )}
    </>
  );
};

/** The order's fields as the list shows them, its label files and its fee record. */
export const BasicCard = ({ d }: { d: RelabelDetail }) => {
  const { t, i18n } = useTranslation(NS);
  const item = catalogueItems(RELABEL_CATALOGUE, d, i18n.language);
  return (
    <Card title={t('detail.basic')}>
      <Descriptions
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={[
          item('warehouse', { testId: () => 'relabel-warehouse' }),
          item('lineCount'),
          item('totalQuantity', { testId: () => 'relabel-total' }),
          item('actualQuantity', { testId: () => 'relabel-actual' }),
          item('createdBy'),
          item('createdAt'),
          item('submittedAt'),
          item('completedAt'),
          ...(d.feeRecordId
            ? [
                descriptionItem(
                  'fee',
                  t('detail.feeRecord'),
                  <Link to={feeDetailPath(d.feeRecordId)} data-testid="relabel-fee">
                    {t('detail.viewFee')}
                  </Link>,
                ),
              ]
            : []),
          descriptionItem(
            'labelFiles',
            t('detail.labelFiles'),
            d.labelFiles.length > 0 ? (
              <FileLinks files={d.labelFiles} testId="relabel-label-file" />
            ) : (
              <Typography.Text type="secondary">{t('detail.noLabelFiles')}</Typography.Text>
            ),
            3,
          ),
          item('remark', { span: 3 }),
        ]}
      />
    </Card>
  );
};

/** The lines: the old SKU and its product, the new SKU it becomes, expected and actual pieces. */
export const LinesCard = ({ d }: { d: RelabelDetail }) => {
  const { t } = useTranslation(NS);
  return (
    <Card title={t('detail.lines', { count: d.lines.length })} data-testid="relabel-lines">
      <Table<RelabelLine>
        rowKey="id"
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={d.lines}
        columns={[
          { key: 'oldSku', title: t('fields.oldSku'), dataIndex: 'oldSku' },
          { key: 'oldName', title: t('detail.oldName'), dataIndex: 'oldName' },
          { key: 'to', title: '', width: 32, render: () => <ArrowRightOutlined /> },
          { key: 'newSku', title: t('fields.newSku'), dataIndex: 'newSku' },
          { key: 'newName', title: t('detail.newName'), dataIndex: 'newName' },
          {
            key: 'quantity',
            title: t('fields.totalQuantity'),
            align: 'right',
            render: (_v, l) => <span data-testid={`relabel-line-quantity-${l.oldSku}`}>{l.quantity}</span>,
          },
          {
            key: 'actual',
            title: t('fields.actualQuantity'),
            align: 'right',
            render: (_v, l) => (
              <span data-testid={`relabel-line-actual-${l.oldSku}`}>{l.actualQuantity ?? '-'}</span>
            ),
          },
        ]}
      />
    </Card>
  );
};
