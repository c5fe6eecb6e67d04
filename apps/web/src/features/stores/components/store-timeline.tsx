import { OperationTimeline } from '@/shared/ui/operation-timeline';
import { useStoreDetail } from '../api';
import { NS } from '../store-columns';

/** The store's operation record (the detail drawer shows it below the fields). */
export const StoreTimeline = ({ id }: { id: string }) => {
  const detail = useStoreDetail(id);
  return <OperationTimeline ns={NS} testId="store-timeline" operations={detail.data?.operations} />;
};
