import { useTranslation } from 'react-i18next';
import { Space, Tag, Tooltip, Typography } from 'antd';
import { STOCK_ALERT_LIMITS, type StockAlert } from '@oms/contracts';
import { NS } from '../lib/display';

/**
 * A balance's low-stock threshold as the list and the detail show it: the figure, whether the
 * customer set it or it follows the shipments (with the outflow it comes from), and a red "Low" tag.
 */
export const AlertThreshold = ({ alert, testId }: { alert: StockAlert; testId?: string }) => {
  const { t } = useTranslation(NS);
  if (alert.threshold === null)
    return (
      <Typography.Text type="secondary" data-testid={testId}>
        {t('alert.none')}
      </Typography.Text>
    );
  return (
    <Space size={4} wrap={false} data-testid={testId} data-low={alert.low}>
      {alert.threshold === 0 ? (
        <Typography.Text type="secondary">{t('alert.off')}</Typography.Text>
      ) : (
        <span>{alert.threshold}</span>
      )}
      {alert.source === 'OUTFLOW' && (
        <Tooltip
          title={t('alert.autoHint', { count: STOCK_ALERT_LIMITS.outflowDays, outflow: alert.outflow })}
        >
          <Tag variant="filled">{t('alert.auto')}</Tag>
        </Tooltip>
      )}
      {alert.low && (
        <Tag color="error" variant="filled">
          {t('alert.low')}
        </Tag>
      )}
    </Space>
  );
};
