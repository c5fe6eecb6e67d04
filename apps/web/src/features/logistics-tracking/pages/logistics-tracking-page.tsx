import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, Empty, Flex, Input, Space, Tag, Typography } from 'antd';
import { LOGISTICS_TRACKING_CODES, trackingNumbersOf, type TrackingLookupResult } from '@oms/contracts';
import { errorText } from '@/shared/api/errors';
import { useListExport } from '@/features/files';
import { useCan } from '@/shared/stores/use-can';
import { useTrackingLookup } from '../api';
import { ParcelCard } from '../components/parcel-card';
import { NS } from '../lib/display';

const EXPORT_COLUMNS = ['number', 'trackingNo', 'orderNo', 'carrier', 'status', 'latest', 'at'] as const;

/** /printOrderManage/logisticsTracking: pasted numbers → each one's parcels, latest status first, then their timelines. */
const LogisticsTrackingPage = () => {
  const { t } = useTranslation(NS);
  const can = useCan(LOGISTICS_TRACKING_CODES);
  const [text, setText] = useState('');
  const [asked, setAsked] = useState('');
  const lookup = useTrackingLookup();
  const startExport = useListExport('logistics-tracking');
  const count = trackingNumbersOf(text).length;
  const results: TrackingLookupResult[] = lookup.data ?? [];
  const found = results.filter((r) => r.parcels.length > 0).length;
  const track = () => {
    setAsked(text);
    lookup.mutate(text);
  };

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }} data-testid="tracking-page">
      <Card title={t('title')}>
        <Typography.Paragraph type="secondary">{t('hint')}</Typography.Paragraph>
        <Input.TextArea
          rows={4}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('placeholder')}
          data-testid="tracking-numbers"
        />
        <Flex gap={8} align="center" style={{ marginTop: 12 }} wrap>
          <Button
            type="primary"
            onClick={track}
            loading={lookup.isPending}
            disabled={count === 0}
            data-testid="tracking-track"
          >
            {t('track')}
          </Button>
          <Button onClick={() => setText('')}>{t('clear')}</Button>
          {can('export') && results.length > 0 && (
            <Button
              onClick={() =>
                void startExport({
                  filters: { numbers: asked },
                  columns: EXPORT_COLUMNS.map((key) => ({ key, title: key })),
                })
              }
              data-testid="tracking-export"
            >
              {t('export')}
            </Button>
          )}
          <Typography.Text type={count > 50 ? 'danger' : 'secondary'}>
            {t('count', { count })}
          </Typography.Text>
        </Flex>
        {lookup.isError && (
          <Alert
            style={{ marginTop: 12 }}
            type="error"
            showIcon
            title={errorText(lookup.error, t('failed'))}
          />
        )}
      </Card>
      {results.length > 0 && (
        <Typography.Text type="secondary" data-testid="tracking-summary">
          {t('summary', { found, total: results.length })}
        </Typography.Text>
      )}
      {results.map((r) => (
        <Card key={r.number} size="small" title={r.number} data-testid={`tracking-result-${r.number}`}>
          {r.parcels.length === 0 ? (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={<Tag data-testid="tracking-unknown">{t('unknown')}</Tag>}
            />
          ) : (
            <Space orientation="vertical" style={{ width: '100%' }}>
              {r.parcels.map((p) => (
                <ParcelCard key={`${r.number}-${p.trackingNo}`} parcel={p} />
              ))}
            </Space>
          )}
        </Card>
      ))}
    </Space>
  );
};

export default LogisticsTrackingPage;
