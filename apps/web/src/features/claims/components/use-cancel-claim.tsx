import type { Claim } from '@oms/contracts';
import { useConfirmCancel } from '@/shared/list-page/use-confirm-cancel';
import { claimsApi, useClaimChange } from '../api';
import { NS } from '../claim-columns';

/** Cancelling a pending claim, after a confirmation. */
export const useCancelClaim = () => {
  const cancel = useClaimChange(claimsApi.cancel);
  return useConfirmCancel<Pick<Claim, 'id' | 'claimNo'>>({
    ns: NS,
    cancel: (id) => cancel.mutateAsync(id),
    numberOf: (row) => row.claimNo,
  });
};
