import { useTranslation } from 'react-i18next';
import { RECHARGE_MACHINE, RECHARGE_MANAGE_CODES, type Recharge, type RechargeAction } from '@oms/contracts';
import { detailAction, useDocumentActions } from '@/shared/list-page';
import { useConfirmCancel } from '@/shared/list-page/use-confirm-cancel';
import { rechargesApi, useRechargeChange } from '../api';
import { NS } from '../recharge-columns';

/**
 * A recharge's actions for its list and its detail page, from one definition: the detail link (list)
 * and cancelling a pending recharge after a confirmation (RECHARGE_MACHINE, as the server enforces).
 */
export const useRechargeActions = <Row extends Recharge>(detail?: (row: Row) => void) => {
  const { t } = useTranslation(NS);
  const change = useRechargeChange(rechargesApi.cancel);
  const cancel = useConfirmCancel<Row>({
    ns: NS,
    cancel: (id) => change.mutateAsync(id),
    numberOf: (row) => row.number,
  });
  return useDocumentActions<Row, RechargeAction>(
    RECHARGE_MACHINE,
    [
      ...detailAction<Row, RechargeAction>(t('actions.detail'), RECHARGE_MANAGE_CODES.view, detail),
      {
        key: 'cancel',
        label: t('actions.cancel'),
        danger: true,
        code: RECHARGE_MANAGE_CODES.cancel,
        move: 'cancel',
        run: ([row]) => cancel(row!),
      },
    ],
    'recharge',
  );
};
