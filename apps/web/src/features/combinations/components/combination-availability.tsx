import { useTranslation } from 'react-i18next';
import { Card, Table, Typography } from 'antd';
import type { CombinationAvailability } from '@oms/contracts';
import { useCombinationAvailability } from '@/features/inventory';

type Line = CombinationAvailability[number];

/**
 * How many of the combination each warehouse could make now (the inventory module computes it from
 * the components' available stock: the least of ⌊available / ratio⌋).
 */
export const CombinationAvailabilityCard = ({ combinationId }: { combinationId: string }) => {
  const { t, i18n } = useTranslation('inventory');
  const rows = useCombinationAvailability(combinationId);
  return (
    <Card title={t('combination.title')} data-testid="combination-availability">
      <Typography.Paragraph type="secondary">{t('combination.hint')}</Typography.Paragraph>
      <Table<Line>
        rowKey={(r) => r.warehouse.id}
        size="small"
        pagination={false}
        loading={rows.isLoading}
        dataSource={rows.data ?? []}
        locale={{ emptyText: t('combination.empty') }}
        columns={[
          {
            key: 'warehouse',
            title: t('combination.warehouse'),
            render: (_, r) =>
              `${r.warehouse.code} · ${i18n.language === 'en' ? r.warehouse.nameEn : r.warehouse.nameZh}`,
          },
          {
            key: 'available',
            title: t('combination.available'),
            align: 'right',
            render: (_, r) => (
              <span data-testid={`combination-available-${r.warehouse.code}`}>{r.available}</span>
            ),
          },
        ]}
      />
    </Card>
  );
};
