import { OperationTimeline } from '@/shared/ui/operation-timeline';
import { useConsigneeDetail } from '../api';
import { NS } from '../consignee-columns';

/** The consignee's operation record (the detail drawer shows it below the fields). */
export const ConsigneeTimeline = ({ id }: { id: string }) => {
  const detail = useConsigneeDetail(id);
  return <OperationTimeline ns={NS} testId="consignee-timeline" operations={detail.data?.operations} />;
};
