import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button, Card, Descriptions, Empty, Space, Timeline, Typography } from 'antd';
import { SHIPMENT_CATALOGUE, SHIPMENT_LIST_PATH, carrierTimeText, type ShipmentDetail } from '@oms/contracts';
import { PrinterOutlined } from '@ant-design/icons';
import { outboundDetailPath } from '@/features/outbound-orders';
import { openFile } from '@/shared/api/files';
import { catalogueItems } from '@/shared/catalogue/field-text';
import { DetailGate, DetailHeader, useIdParam } from '@/shared/ui/detail-page';
import { TrackingTag } from '@/shared/ui/tracking-tag';
import { useShipmentDetail } from '../api';
import { NS } from '../lib/display';

/** /order/shipmentManageDetail?id=…: one parcel, its order and its carrier news, newest first. */
const ShipmentDetailPage = () => {
  const id = useIdParam();
  return (
    <DetailGate ns={NS} testId="shipment" id={id} query={useShipmentDetail(id)}>
      {(parcel) => <Detail parcel={parcel} />}
    </DetailGate>
  );
};

const Detail = ({ parcel: p }: { parcel: ShipmentDetail }) => {
  const { t, i18n } = useTranslation(NS);
  const navigate = useNavigate();
  const item = catalogueItems(SHIPMENT_CATALOGUE, p, i18n.language);
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="shipment-detail">
      <DetailHeader
        title={p.trackingNo}
        titleTestId="shipment-tracking-no"
        tag={
          <TrackingTag status={p.trackingStatus} testId="shipment-status">
            {t(`status.${p.trackingStatus}`)}
          </TrackingTag>
        }
        actions={
          <>
            {p.labelFileId && (
              <Button
                icon={<PrinterOutlined />}
                onClick={() => void openFile(p.labelFileId!)}
                data-testid="shipment-label"
              >
                {t('label')}
              </Button>
            )}
            <Button onClick={() => void navigate(SHIPMENT_LIST_PATH)}>{t('back')}</Button>
          </>
        }
      />
      <Card title={t('basic')}>
        <Descriptions
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={[
            item('orderNo', { render: () => <Link to={outboundDetailPath(p.orderId)}>{p.orderNo}</Link> }),
            item('referenceNo'),
            item('shipmentNo'),
            item('carrier'),
            item('serviceCode'),
            item('warehouse'),
            item('recipientName'),
            item('weightKg'),
            item('sizeCm'),
            item('shippedAt'),
            item('deliveredAt'),
          ]}
        />
      </Card>
      <Card title={t('events', { count: p.events.length })}>
        {p.events.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noEvents')} />
        ) : (
          <Timeline
            items={p.events.map((e, i) => ({
              key: `${e.at}-${i}`,
              color: i === 0 ? 'blue' : 'gray',
              content: (
                <div data-testid="shipment-event" data-status={e.status}>
                  <Typography.Text strong={i === 0}>{e.text}</Typography.Text>{' '}
                  <TrackingTag status={e.status}>{t(`status.${e.status}`)}</TrackingTag>
                  <div>
                    <Typography.Text type="secondary">
                      {carrierTimeText(e.at)}
                      {e.place ? ` · ${e.place}` : ''}
                    </Typography.Text>
                  </div>
                </div>
              ),
            }))}
          />
        )}
      </Card>
    </Space>
  );
};

export default ShipmentDetailPage;
