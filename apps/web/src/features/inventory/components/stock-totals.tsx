import { useTranslation } from 'react-i18next';
import { Card, Flex, Typography } from 'antd';
import { inventoryPageRequest } from '@oms/contracts';
import { useListUrlState } from '@/shared/list-page';
import { useStockPage } from '../api';
import { NS } from '../lib/display';

const FIGURES = ['rows', 'inTransit', 'available', 'reserved', 'unsellable', 'total', 'volume'] as const;

/**
 * The sums of every row the list's filters match, in one line that wraps (on a phone the table must
 * still start on the first screen). The page answer carries them: the same request as the list's.
 */
export const StockTotals = () => {
  const { t } = useTranslation(NS);
  const url = useListUrlState(inventoryPageRequest);
  const totals = useStockPage(url.params).data?.totals;
  return (
    <Card size="small" data-testid="stock-totals" loading={!totals}>
      <Flex gap="4px 20px" wrap>
        {FIGURES.map((key) => (
          <span key={key}>
            <Typography.Text type="secondary">{t(`totals.${key}`)}: </Typography.Text>
            <Typography.Text strong data-testid={`stock-total-${key}`}>
              {totals ? totals[key] : 0}
            </Typography.Text>
          </span>
        ))}
      </Flex>
    </Card>
  );
};
