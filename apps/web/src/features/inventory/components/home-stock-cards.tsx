import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert, Button, Card, Empty, List, Skeleton, Space, Tag, Typography } from 'antd';
import { INVENTORY_CODES, type StockWarehouse } from '@oms/contracts';
import { useCan } from '@/shared/stores/use-can';
import { Amount } from '@/shared/ui/amount';
import { warehouseLabel } from '@/shared/lib/warehouse';
import { useAgeingWarnings, useLowStock } from '../api';
import { detailPath, lowStockPath, NS } from '../lib/display';

/** Rows each card lists; the rest are one click away. */
const LISTED = 5;

const CardBody = ({
  query,
  empty,
  children,
}: {
  query: { isPending: boolean; isError: boolean };
  empty: boolean;
  children: ReactNode;
}) => {
  const { t } = useTranslation(NS);
  if (query.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (query.isError) return <Alert type="error" showIcon title={t('home.loadFailed')} />;
  if (empty) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.nothing')} />;
  return <>{children}</>;
};

/** A row's SKU and warehouse, linking to the balance's page. */
const BalanceLink = ({ id, sku, warehouse }: { id: string; sku: string; warehouse: StockWarehouse }) => {
  const { i18n } = useTranslation(NS);
  return (
    <Link to={detailPath(id)}>
      {sku} <Typography.Text type="secondary">{warehouseLabel(warehouse, i18n.language)}</Typography.Text>
    </Link>
  );
};

/**
 * The workbench's low-stock card: the SKUs at or below their threshold in each warehouse, the lowest
 * first, with what is on the way. Shown to whoever may see stock.
 */
export const HomeLowStockCard = () => {
  const can = useCan(INVENTORY_CODES);
  return can('view') ? <LowStockCard /> : null;
};

const LowStockCard = () => {
  const { t } = useTranslation(NS);
  const query = useLowStock(LISTED, true);
  const rows = query.data?.records ?? [];
  const total = query.data?.total ?? 0;
  return (
    <Card
      title={t('home.lowTitle')}
      data-testid="home-low-stock"
      extra={total > 0 && <Link to={lowStockPath}>{t('home.viewAll', { count: total })}</Link>}
    >
      <CardBody query={query} empty={rows.length === 0}>
        <List
          size="small"
          dataSource={rows}
          renderItem={(row) => (
            <List.Item key={row.id} data-testid={`home-low-${row.sku}`}>
              <List.Item.Meta
                title={<BalanceLink id={row.id} sku={row.sku} warehouse={row.warehouse} />}
                description={t('home.lowLine', {
                  available: row.available,
                  threshold: row.alert.threshold,
                  inTransit: row.inTransit,
                })}
              />
              {row.alert.coverDays !== null && (
                <Tag color={row.alert.coverDays < 7 ? 'error' : 'warning'} variant="filled">
                  {t('home.cover', { count: row.alert.coverDays })}
                </Tag>
              )}
            </List.Item>
          )}
        />
      </CardBody>
    </Card>
  );
};

/**
 * The workbench's storage card: pieces whose storage price rises within the week (they reach a dearer
 * age tier of the warehouse's card), the closest first, with what each day will cost more.
 */
export const HomeAgeingCard = () => {
  const can = useCan(INVENTORY_CODES);
  return can('view') ? <AgeingCard /> : null;
};

const AgeingCard = () => {
  const { t } = useTranslation(NS);
  const query = useAgeingWarnings(true);
  // The card lists the closest few; the rest open in place (the answer holds them).
  const [all, setAll] = useState(false);
  const every = query.data?.rows ?? [];
  const rows = all ? every : every.slice(0, LISTED);
  return (
    <Card
      title={t('home.ageingTitle')}
      data-testid="home-ageing"
      extra={
        every.length > LISTED && (
          <Button type="link" size="small" onClick={() => setAll(!all)} data-testid="home-ageing-more">
            {all ? t('home.fewer') : t('home.more', { count: (query.data?.total ?? 0) - LISTED })}
          </Button>
        )
      }
    >
      <CardBody query={query} empty={rows.length === 0}>
        <List
          size="small"
          dataSource={rows}
          renderItem={(row) => (
            <List.Item key={`${row.balanceId}-${row.tierFrom}`} data-testid={`home-ageing-${row.sku}`}>
              <List.Item.Meta
                title={<BalanceLink id={row.balanceId} sku={row.sku} warehouse={row.warehouse} />}
                description={
                  <Space size={4} wrap>
                    <span>
                      {t('home.ageingLine', { pieces: row.pieces, count: row.ageDays, from: row.tierFrom })}
                    </span>
                    <Amount value={row.priceNow} currency={row.currency} />
                    <span>→</span>
                    <Amount value={row.priceNext} currency={row.currency} />
                    <span>{t('home.perM3Day')}</span>
                  </Space>
                }
              />
              <Space orientation="vertical" size={0} align="end">
                <Tag color={row.inDays <= 2 ? 'error' : 'warning'} variant="filled">
                  {t('home.inDays', { count: row.inDays })}
                </Tag>
                <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
                  <Amount value={row.extraPerDay} currency={row.currency} prefix="+" />
                  {t('home.perDay')}
                </Typography.Text>
              </Space>
            </List.Item>
          )}
        />
      </CardBody>
    </Card>
  );
};
