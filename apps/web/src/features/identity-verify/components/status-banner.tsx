import { useTranslation } from 'react-i18next';
import { Alert, Tag } from 'antd';
import type { Certification } from '@oms/contracts';
import { formatDate } from '@/shared/lib/format';
import { BANNER_TYPE, NS } from '../lib/status';

/** What the state means for the customer: to fill in, under review (since when), passed, or rejected (why). */
export const StatusBanner = ({ certification }: { certification: Certification }) => {
  const { t } = useTranslation(NS);
  const { status, rejectReason, submittedAt } = certification;
  return (
    <Alert
      showIcon
      type={BANNER_TYPE[status]}
      data-testid="certification-banner"
      data-status={status}
      title={
        status === 'PASSED' ? (
          <Tag color="success" data-testid="certification-passed">
            {t('passedBadge')}
          </Tag>
        ) : (
          t(`status.${status}`)
        )
      }
      description={t(`banner.${status}`, {
        time: formatDate(submittedAt),
        reason: rejectReason ?? '',
      })}
    />
  );
};
