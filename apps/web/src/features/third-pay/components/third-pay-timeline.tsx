import { OperationTimeline } from '@/shared/ui/operation-timeline';
import { useThirdPayDetail } from '../api';
import { NS } from '../third-pay-columns';

/** The payer account's operation record (the detail drawer shows it below the fields). */
export const ThirdPayTimeline = ({ id }: { id: string }) => {
  const detail = useThirdPayDetail(id);
  return <OperationTimeline ns={NS} testId="third-pay-timeline" operations={detail.data?.operations} />;
};
