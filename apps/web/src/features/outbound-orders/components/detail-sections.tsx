import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, Descriptions, Empty, Steps, Table, Tag, Timeline, Typography } from 'antd';
import {
  isCountryCode,
  countryText,
  OUTBOUND_PROGRESS,
  attachmentKindsOf,
  carrierTimeText,
  type FeeRow,
  type OutboundDetail,
  type OutboundLineView,
  type OutboundShipmentView,
} from '@oms/contracts';
import { openFile } from '@/shared/api/files';
import { formatCurrencyMoney, formatDate } from '@/shared/lib/format';
import { uiLanguage } from '@/shared/lib/stored-text';
import { FileLinks } from '@/shared/ui/file-links';
import { TrackingTag } from '@/shared/ui/tracking-tag';
import { feesOf, NS } from '../lib/display';
import { PriceTable } from './price-table';

/** Where the order is: submitted, picked, packed, labelled, shipped (the warehouse's steps as they happen). */
export const ProgressSteps = ({ d }: { d: OutboundDetail }) => {
  const { t } = useTranslation(NS);
  const steps = ['SUBMITTED', ...OUTBOUND_PROGRESS, 'SHIPPED'] as const;
  const at =
    d.status === 'SHIPPED'
      ? steps.length - 1
      : d.status === 'PROCESSING'
        ? d.progress
          ? steps.indexOf(d.progress)
          : 0
        : 0;
  return (
    <Card data-testid="outbound-progress" data-step={steps[at]}>
      <Steps
        size="small"
        current={at}
        items={steps.map((s) => ({
          title:
            s === 'SUBMITTED'
              ? t('detail.submittedStep')
              : s === 'SHIPPED'
                ? t('status.SHIPPED')
                : t(`progress.${s}`),
        }))}
      />
    </Card>
  );
};

/** The recipient as the parcel's label reads it. */
export const RecipientCard = ({ d }: { d: OutboundDetail }) => {
  const { t, i18n } = useTranslation(NS);
  const r = d.recipient;
  if (!r) return null;
  const country = isCountryCode(r.country) ? countryText(r.country, uiLanguage(i18n.language)) : r.country;
  return (
    <Card title={t('fields.recipient')} data-testid="outbound-recipient">
      <Descriptions
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={[
          { key: 'name', label: t('recipientFields.name'), children: r.name },
          { key: 'company', label: t('recipientFields.company'), children: r.company ?? '-' },
          { key: 'phone', label: t('recipientFields.phone'), children: r.phone },
          { key: 'country', label: t('recipientFields.country'), children: country },
          { key: 'state', label: t('recipientFields.state'), children: r.state ?? '-' },
          { key: 'city', label: t('recipientFields.city'), children: r.city },
          { key: 'postalCode', label: t('recipientFields.postalCode'), children: r.postalCode ?? '-' },
          { key: 'email', label: t('recipientFields.email'), children: r.email ?? '-' },
          { key: 'address', label: t('recipientFields.address'), children: r.address, span: 3 },
        ]}
      />
    </Card>
  );
};

/** The files the customer attached, by the kinds the order's type takes; each opens on a click. */
export const AttachmentsCard = ({ d }: { d: OutboundDetail }) => {
  const { t } = useTranslation(NS);
  return (
    <Card title={t('detail.attachments')} data-testid="outbound-attachments">
      <Descriptions
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={attachmentKindsOf(d.type).map((kind) => ({
          key: kind,
          label: t(`attachmentKind.${kind}`),
          children: <FileLinks files={d.attachments[kind]} testId="outbound-attachment-link" />,
        }))}
      />
    </Card>
  );
};

/** The lines as written; a combination opens to the products it ships. */
export const LinesCard = ({ d }: { d: OutboundDetail }) => {
  const { t } = useTranslation(NS);
  return (
    <Card title={t('detail.lines', { count: d.lines.length })} data-testid="outbound-lines">
      <Table<OutboundLineView>
        rowKey={(l) => `${l.kind}-${l.refId}`}
        size="small"
        pagination={false}
        dataSource={d.lines}
        expandable={{
          rowExpandable: (l) => l.kind === 'COMBINATION',
          expandedRowRender: (l) => (
            <Table
              rowKey="productId"
              size="small"
              pagination={false}
              dataSource={l.items}
              data-testid={`outbound-components-${l.refId}`}
              columns={[
                { key: 'sku', title: t('fields.sku'), dataIndex: 'sku' },
                { key: 'name', title: t('detail.productName'), dataIndex: 'name' },
                { key: 'quantity', title: t('fields.totalQuantity'), dataIndex: 'quantity', align: 'right' },
              ]}
            />
          ),
        }}
        columns={[
          {
            key: 'kind',
            title: t('detail.kind'),
            render: (_v, l) => <Tag>{t(l.kind === 'PRODUCT' ? 'form.product' : 'form.combination')}</Tag>,
          },
          { key: 'sku', title: t('detail.skuOrName'), dataIndex: 'sku' },
          { key: 'name', title: t('detail.productName'), dataIndex: 'name' },
          {
            key: 'quantity',
            title: t('fields.totalQuantity'),
            align: 'right',
            render: (_v, l) => <span data-testid={`outbound-line-quantity-${l.sku}`}>{l.quantity}</span>,
          },
          {
            key: 'pieces',
            title: t('detail.pieces'),
            align: 'right',
            render: (_v, l) => l.items.reduce((n, i) => n + i.quantity, 0),
          },
        ]}
      />
    </Card>
  );
};

/** The estimate frozen at submit (or priced at save, for a draft). */
export const EstimateCard = ({ d }: { d: OutboundDetail }) => {
  const { t } = useTranslation(NS);
  return (
    <Card title={t('fields.estimate')}>
      {d.estimate ? (
        <PriceTable price={d.estimate} testId="outbound-estimate" />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
      )}
    </Card>
  );
};

/** The parcels that left, each with its tracking number and normalised status. */
export const ShipmentsCard = ({ d }: { d: OutboundDetail }) => {
  const { t } = useTranslation(NS);
  return (
    <Card title={t('detail.shipments', { count: d.shipments.length })} data-testid="outbound-shipments">
      {d.shipments.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.noShipments')} />
      ) : (
        <Table<OutboundShipmentView>
          rowKey="id"
          expandable={{
            rowExpandable: (s) => s.events.length > 0,
            expandedRowRender: (s) => (
              <Timeline
                items={s.events.map((e, i) => ({
                  key: `${e.at}-${i}`,
                  color: i === 0 ? 'blue' : 'gray',
                  content: `${carrierTimeText(e.at)} · ${e.text}${e.place ? ` · ${e.place}` : ''}`,
                }))}
              />
            ),
          }}
          size="small"
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={d.shipments}
          columns={[
            { key: 'no', title: t('detail.shipmentNo'), dataIndex: 'shipmentNo' },
            { key: 'carrier', title: t('detail.carrier'), dataIndex: 'carrier' },
            {
              key: 'tracking',
              title: t('fields.trackingNo'),
              render: (_v, s) => <span data-testid="outbound-tracking-no">{s.trackingNo}</span>,
            },
            { key: 'weight', title: t('detail.weight'), dataIndex: 'weightKg', align: 'right' },
            { key: 'size', title: t('detail.size'), render: (_v, s) => s.sizeCm ?? '-' },
            {
              key: 'status',
              title: t('fields.status'),
              render: (_v, s) => <TrackingTag status={s.status}>{t(`tracking.${s.status}`)}</TrackingTag>,
            },
            {
              key: 'label',
              title: t('detail.label'),
              render: (_v, s) =>
                s.labelFileId ? (
                  <a onClick={() => void openFile(s.labelFileId!)} data-testid="outbound-label-link">
                    {t('detail.labelOpen')}
                  </a>
                ) : (
                  '-'
                ),
            },
            { key: 'shippedAt', title: t('fields.shippedAt'), render: (_v, s) => formatDate(s.shippedAt) },
            {
              key: 'deliveredAt',
              title: t('fields.deliveredAt'),
              render: (_v, s) => formatDate(s.deliveredAt),
            },
          ]}
        />
      )}
    </Card>
  );
};

/** The fee records the order froze, charged or released, with a link to the fee inquiry. */
export const FeesCard = ({ d }: { d: OutboundDetail }) => {
  const { t } = useTranslation(NS);
  return (
    <Card
      title={t('detail.fees')}
      extra={
        <Link to={feesOf(d.orderNo)} data-testid="outbound-fees-link">
          {t('detail.feeInquiry')}
        </Link>
      }
      data-testid="outbound-fees"
    >
      {d.fees.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.noFees')} />
      ) : (
        <Table<FeeRow>
          rowKey="id"
          size="small"
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={d.fees}
          columns={[
            { key: 'type', title: t('price.fee'), render: (_v, f) => t(`feeType.${f.feeType}`) },
            { key: 'quantity', title: t('price.quantity'), dataIndex: 'quantity', align: 'right' },
            {
              key: 'amount',
              title: t('price.amount'),
              align: 'right',
              render: (_v, f) => (
                <span data-testid="outbound-fee-amount">{formatCurrencyMoney(f.currency, f.net)}</span>
              ),
            },
            {
              key: 'status',
              title: t('fields.status'),
              render: (_v, f) => <Tag>{t(`feeStatus.${f.status}`)}</Tag>,
            },
            { key: 'at', title: t('fields.createdAt'), render: (_v, f) => formatDate(f.createdAt) },
          ]}
        />
      )}
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
        {t('detail.feesHint')}
      </Typography.Paragraph>
    </Card>
  );
};
