import { useTranslation } from 'react-i18next';
import { Card, Flex, Statistic, Typography } from 'antd';
import { CURRENCY_SHORT, feePageRequest, type FeeFilters } from '@oms/contracts';
import { formatMoney } from '@/shared/lib/format';
import { useListUrlState } from '@/shared/list-page';
import { useFeeTotals } from '../api';
import { NS } from '../lib/display';

/** The filtered lines' totals per currency, above the table (same filters as the list). */
export const FeeTotals = () => {
  const { t } = useTranslation(NS);
  const url = useListUrlState(feePageRequest);
  const totals = useFeeTotals(url.filters as Partial<FeeFilters>);
  const rows = totals.data ?? [];
  return (
    <Card size="small" data-testid="fee-totals" loading={totals.isLoading}>
      {rows.length === 0 ? (
        <Typography.Text type="secondary">{t('totals.none')}</Typography.Text>
      ) : (
        // Wraps on a phone: four figures per currency do not fit 390 px side by side.
        <Flex gap={32} wrap>
          {rows.map((r) => (
            <Flex key={r.currency} gap={20} wrap data-testid={`fee-total-${r.currency}`}>
              <Statistic
                title={t('totals.net', { currency: CURRENCY_SHORT[r.currency] })}
                value={formatMoney(r.net)}
              />
              <Statistic title={t('totals.deducted')} value={formatMoney(r.deducted)} />
              <Statistic title={t('totals.refunded')} value={formatMoney(r.refunded)} />
              <Statistic title={t('totals.count')} value={r.count} />
            </Flex>
          ))}
        </Flex>
      )}
    </Card>
  );
};
