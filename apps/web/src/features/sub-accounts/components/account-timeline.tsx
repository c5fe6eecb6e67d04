import { OperationTimeline } from '@/shared/ui/operation-timeline';
import { useSubAccountDetail } from '../api';
import { NS } from '../sub-account-columns';

/** The account's operation record, oldest first (the detail drawer shows it below the fields). */
export const AccountTimeline = ({ id }: { id: string }) => {
  const detail = useSubAccountDetail(id);
  return <OperationTimeline ns={NS} testId="account-timeline" operations={detail.data?.operations} />;
};
