import { OperationTimeline } from '@/shared/ui/operation-timeline';
import { useSigningDetail } from '../api';
import { NS } from '../sign-columns';

/** The signing's operation record in the detail drawer. */
export const SigningTimeline = ({ warehouseId }: { warehouseId: string }) => {
  const detail = useSigningDetail(warehouseId);
  return <OperationTimeline ns={NS} testId="signing-timeline" operations={detail.data?.operations} />;
};
