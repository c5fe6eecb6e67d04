import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, Flex, Segmented, Space } from 'antd';
import { INVENTORY_CODES, INVENTORY_EXPORT_KIND, type StockRow } from '@oms/contracts';
import { ListPage } from '@/shared/list-page';
import { useCan } from '@/shared/stores/use-can';
import { useListExport } from '@/features/files';
import { stockList } from '../api';
import { AgeingView } from '../components/ageing-view';
import { StockTotals } from '../components/stock-totals';
import { ThresholdDialog } from '../components/threshold-dialog';
import { useStockColumns } from '../inventory-columns';
import { detailPath, NS } from '../lib/display';

type View = 'list' | 'ageing';

/** /order/stock: every warehouse × SKU balance with filters, totals and export; and the ageing report. */
const StockPage = () => {
  const { t } = useTranslation(NS);
  const can = useCan(INVENTORY_CODES);
  const navigate = useNavigate();
  const startExport = useListExport(INVENTORY_EXPORT_KIND);
  const [view, setView] = useState<View>('list');
  const [ageingWarehouse, setAgeingWarehouse] = useState<string>();
  const columns = useStockColumns();
  const [thresholdOf, setThresholdOf] = useState<StockRow | null>(null);
  return (
    <Flex vertical gap={16}>
      <Segmented<View>
        value={view}
        onChange={setView}
        options={[
          { value: 'list', label: t('views.list') },
          { value: 'ageing', label: <span data-testid="stock-view-ageing">{t('views.ageing')}</span> },
        ]}
        data-testid="stock-views"
      />
      {view === 'list' ? (
        <>
          <StockTotals />
          <ListPage
            {...stockList}
            {...columns}
            title={t('title')}
            onExport={can('export') ? startExport : undefined}
            rowActionsWidth={can('edit') ? 150 : 80}
            rowActions={(row) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => void navigate(detailPath(row.id))}>
                  {t('actions.detail')}
                </Button>
                {can('edit') && (
                  <Button
                    type="link"
                    size="small"
                    onClick={() => setThresholdOf(row)}
                    data-testid={`stock-set-threshold-${row.id}`}
                  >
                    {t('alert.edit')}
                  </Button>
                )}
              </Space>
            )}
          />
          <ThresholdDialog stock={thresholdOf} onClose={() => setThresholdOf(null)} />
        </>
      ) : (
        <AgeingView warehouseId={ageingWarehouse} onWarehouse={setAgeingWarehouse} />
      )}
    </Flex>
  );
};

export default StockPage;
