import { useTranslation } from 'react-i18next';
import { Table } from 'antd';
import { showSize, showWeight, type ProductMeasures } from '@oms/contracts';
import { NS, unitsOf, type UnitSystem } from '../lib/display';

type Row = { key: 'weight' | 'length' | 'width' | 'height'; forecast: string; actual: string };

const valueOf = (m: ProductMeasures, key: Row['key'], system: UnitSystem) => {
  const u = unitsOf(system);
  if (key === 'weight') return m.weightG === null ? '-' : `${showWeight(m.weightG, u.weight)} ${u.weight}`;
  const v = { length: m.lengthCm100, width: m.widthCm100, height: m.heightCm100 }[key];
  return v === null ? '-' : `${showSize(v, u.size)} ${u.size}`;
};

/** Forecast and actual (the warehouse's) side by side, in the chosen unit system. */
export const MeasuresTable = ({
  forecast,
  actual,
  system,
}: {
  forecast: ProductMeasures;
  actual: ProductMeasures;
  system: UnitSystem;
}) => {
  const { t } = useTranslation(NS);
  const rows: Row[] = (['weight', 'length', 'width', 'height'] as const).map((key) => ({
    key,
    forecast: valueOf(forecast, key, system),
    actual: valueOf(actual, key, system),
  }));
  return (
    <Table<Row>
      size="small"
      pagination={false}
      rowKey="key"
      dataSource={rows}
      data-testid="measures"
      columns={[
        { key: 'name', title: '', render: (_v, r) => t(`measures.${r.key}`), width: 120 },
        {
          key: 'forecast',
          title: t('measures.forecast'),
          render: (_v, r) => <span data-testid={`forecast-${r.key}`}>{r.forecast}</span>,
        },
        {
          key: 'actual',
          title: t('measures.actual'),
          render: (_v, r) => <span data-testid={`actual-${r.key}`}>{r.actual}</span>,
        },
      ]}
    />
  );
};
