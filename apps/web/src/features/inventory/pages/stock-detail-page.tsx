import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, Card, Col, Descriptions, Row, Space, Statistic, Tabs, Tag } from 'antd';
import { INVENTORY_CATALOGUE, INVENTORY_CODES, STOCK_ALERT_LIMITS, type StockDetail } from '@oms/contracts';
import { catalogueItems } from '@/shared/catalogue/field-text';
import { useCan } from '@/shared/stores/use-can';
import { DetailGate, DetailHeader, useIdParam } from '@/shared/ui/detail-page';
import { useStockDetail } from '../api';
import { MovementsTab } from '../components/movements-tab';
import { InTransitTab, LotsTab } from '../components/lots-tabs';
import { AlertThreshold } from '../components/alert-tag';
import { ThresholdDialog } from '../components/threshold-dialog';
import { NS, STOCK_PATH } from '../lib/display';
import { warehouseLabel } from '@/shared/lib/warehouse';

const FIGURES = ['inTransit', 'available', 'reserved', 'unsellable', 'shipped', 'total'] as const;

/** /order/stockDetail?id=…: one warehouse × SKU balance, its movement log, in-transit orders and lots. */
const StockDetailPage = () => {
  const id = useIdParam();
  return (
    <DetailGate ns={NS} testId="stock" id={id} query={useStockDetail(id)}>
      {(stock) => <Detail stock={stock} />}
    </DetailGate>
  );
};

const Detail = ({ stock: s }: { stock: StockDetail }) => {
  const { t, i18n } = useTranslation(NS);
  const navigate = useNavigate();
  const item = catalogueItems(INVENTORY_CATALOGUE, s, i18n.language);
  const can = useCan(INVENTORY_CODES);
  const [editing, setEditing] = useState(false);
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="stock-detail">
      <DetailHeader
        title={s.sku}
        titleTestId="stock-sku"
        tag={<Tag data-testid="stock-warehouse">{warehouseLabel(s.warehouse, i18n.language)}</Tag>}
        actions={<Button onClick={() => void navigate(STOCK_PATH)}>{t('actions.back')}</Button>}
      />
      <Row gutter={[12, 12]}>
        {FIGURES.map((key) => (
          <Col key={key} xs={12} sm={8} lg={4}>
            <Card size="small">
              <Statistic title={t(`fields.${key}`)} value={s[key]} data-testid={`stock-figure-${key}`} />
            </Card>
          </Col>
        ))}
      </Row>
      <Card title={t('detail.product')}>
        <Descriptions
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={[
            item('productName'),
            item('brand'),
            item('category'),
            item('volume'),
            { key: 'piece', label: t('detail.pieceVolume'), children: s.pieceVolumeCm3 },
            item('oldestAgeDays'),
          ]}
        />
      </Card>
      <Card
        title={t('alert.title')}
        data-testid="stock-alert"
        extra={
          can('edit') && (
            <Button size="small" onClick={() => setEditing(true)} data-testid="stock-edit-threshold">
              {t('alert.edit')}
            </Button>
          )
        }
      >
        <Descriptions
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={[
            item('threshold', { render: () => <AlertThreshold alert={s.alert} testId="stock-threshold" /> }),
            {
              key: 'outflow',
              label: t('alert.outflow', { count: STOCK_ALERT_LIMITS.outflowDays }),
              children: s.alert.outflow,
            },
            {
              key: 'cover',
              label: t('fields.coverDays'),
              children:
                s.alert.coverDays === null ? '-' : t('alert.coverValue', { count: s.alert.coverDays }),
            },
          ]}
        />
      </Card>
      <ThresholdDialog stock={editing ? s : null} onClose={() => setEditing(false)} />
      <Card>
        <Tabs
          items={[
            { key: 'movements', label: t('detail.movements'), children: <MovementsTab id={s.id} /> },
            {
              key: 'transit',
              label: <span data-testid="stock-tab-transit">{t('detail.inTransit')}</span>,
              children: <InTransitTab id={s.id} />,
            },
            {
              key: 'lots',
              label: <span data-testid="stock-tab-lots">{t('detail.lots')}</span>,
              children: <LotsTab id={s.id} />,
            },
          ]}
        />
      </Card>
    </Space>
  );
};

export default StockDetailPage;
