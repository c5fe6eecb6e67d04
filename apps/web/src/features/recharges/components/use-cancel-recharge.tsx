import type { Recharge } from '@oms/contracts';
import { useConfirmCancel } from '@/shared/list-page/use-confirm-cancel';
import { rechargesApi, useRechargeChange } from '../api';
import { NS } from '../recharge-columns';

/** Cancelling a pending recharge, after a confirmation. */
export const useCancelRecharge = () => {
  const cancel = useRechargeChange(rechargesApi.cancel);
  return useConfirmCancel<Pick<Recharge, 'id' | 'number'>>({
    ns: NS,
    cancel: (id) => cancel.mutateAsync(id),
    numberOf: (row) => row.number,
  });
};
