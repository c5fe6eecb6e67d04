import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, Descriptions, Empty, Timeline, Typography } from 'antd';
import { carrierTimeText, type ParcelTracking } from '@oms/contracts';
import { outboundDetailPath } from '@/features/outbound-orders';
import { formatDate } from '@/shared/lib/format';
import { TrackingTag } from '@/shared/ui/tracking-tag';
import { NS } from '../lib/display';

/** One parcel: its status and latest news first, then its timeline (newest first). */
export const ParcelCard = ({ parcel }: { parcel: ParcelTracking }) => {
  const { t } = useTranslation(NS);
  const latest = parcel.events[0];
  return (
    <Card
      size="small"
      data-testid={`tracking-parcel-${parcel.trackingNo}`}
      title={
        <>
          <Typography.Text copyable strong>
            {parcel.trackingNo}
          </Typography.Text>{' '}
          <TrackingTag status={parcel.status} testId={`tracking-status-${parcel.trackingNo}`}>
            {t(`status.${parcel.status}`)}
          </TrackingTag>
        </>
      }
      extra={<Link to={outboundDetailPath(parcel.orderId)}>{t('order', { number: parcel.orderNo })}</Link>}
    >
      <Descriptions
        size="small"
        column={{ xs: 1, md: 3 }}
        items={[
          { key: 'carrier', label: t('sheet.carrier'), children: parcel.carrier },
          { key: 'shipped', label: t('shippedAt'), children: formatDate(parcel.shippedAt) },
          ...(parcel.deliveredAt
            ? [{ key: 'delivered', label: t('deliveredAt'), children: formatDate(parcel.deliveredAt) }]
            : []),
          ...(latest
            ? [
                {
                  key: 'latest',
                  label: t('sheet.latest'),
                  span: 3,
                  children: `${latest.text}${latest.place ? ` · ${latest.place}` : ''}`,
                },
              ]
            : []),
        ]}
      />
      {parcel.events.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noEvents')} />
      ) : (
        <Timeline
          style={{ marginTop: 12 }}
          items={parcel.events.map((e, i) => ({
            key: `${e.at}-${i}`,
            color: i === 0 ? 'blue' : 'gray',
            content: (
              <div data-testid="tracking-event" data-status={e.status}>
                <Typography.Text strong={i === 0}>{e.text}</Typography.Text>{' '}
                <Typography.Text type="secondary">
                  · {t(`status.${e.status}`)} · {carrierTimeText(e.at)} {e.place ? `· ${e.place}` : ''}
                </Typography.Text>
              </div>
            ),
          }))}
        />
      )}
    </Card>
  );
};
