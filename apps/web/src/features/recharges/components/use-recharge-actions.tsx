import { useTranslation } from 'react-i18next';
import { RECHARGE_MACHINE, RECHARGE_MANAGE_CODES, type Recharge, type RechargeAction } from '@oms/contracts';
import { detailAction, useCancelAction, useDocumentActions } from '@/shared/list-page';
import { rechargesApi, useRechargeChange } from '../api';
import { NS } from '../recharge-columns';

/**
 * A recharge's actions for its list and its detail page, from one definition: the detail link (list)
 * and cancelling a pending recharge after a confirmation (RECHARGE_MACHINE, as the server enforces).
 */
export const useRechargeActions = <Row extends Recharge>(detail?: (row: Row) => void) => {
  const { t } = useTranslation(NS);
  const change = useRechargeChange(rechargesApi.cancel);
  const cancel = useCancelAction<Row>({
    ns: NS,
    cancel: (id) => change.mutateAsync(id),
    numberOf: (row) => row.number,
    code: RECHARGE_MANAGE_CODES.cancel,
  });
  return useDocumentActions<Row, RechargeAction>(
    RECHARGE_MACHINE,
    [...detailAction<Row, RechargeAction>(t('actions.detail'), RECHARGE_MANAGE_CODES.view, detail), cancel],
    'recharge',
  );
};
