import { CERTIFICATION_DOCUMENT } from '@oms/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert, Button, Skeleton } from 'antd';
import { useCertificationState } from '../api';
import { NS } from '../lib/status';

export const IDENTITY_VERIFY_PATH = CERTIFICATION_DOCUMENT.listPath;

type Props = {
  /** What needs a passed certification (e.g. an inbound order form). */
  children: ReactNode;
  /** Shown instead of the default explanation when not passed (e.g. a smaller inline notice). */
  fallback?: ReactNode;
};

/**
 * Wraps what needs a passed company certification (signing, inbound and outbound creation): until it
 * has passed, it says why (not submitted, under review, or rejected with the reason) and links to the
 * identity verification page. Any signed-in user can see the state (`/api/certification/state`).
 */
export const CertificationGate = ({ children, fallback }: Props) => {
  const state = useCertificationState();
  if (state.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (state.data?.status === 'PASSED') return <>{children}</>;
  if (fallback !== undefined) return <>{fallback}</>;
  return <CertificationNotice />;
};

/** Why the certification blocks this page, with a link to verification (nothing once it has passed). */
export const CertificationNotice = () => {
  const { t } = useTranslation(NS);
  const state = useCertificationState();
  if (!state.data || state.data.status === 'PASSED') return null;
  const { status, rejectReason } = state.data;
  return (
    <Alert
      type={status === 'REJECTED' ? 'error' : 'warning'}
      showIcon
      data-testid="certification-gate"
      data-status={status}
      title={t('gate.title')}
      description={t(`gate.${status}`, { reason: rejectReason ?? '' })}
      action={
        <Link to={IDENTITY_VERIFY_PATH} data-testid="certification-gate-link">
          <Button type="primary" size="small">
            {t('gate.link')}
          </Button>
        </Link>
      }
    />
  );
};
