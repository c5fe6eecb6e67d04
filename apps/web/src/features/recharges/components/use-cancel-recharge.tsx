import { useTranslation } from 'react-i18next';
import { App } from 'antd';
import type { Recharge } from '@oms/contracts';
import { errorText } from '@/shared/api/errors';
import { rechargesApi, useRechargeChange } from '../api';
import { NS } from '../recharge-columns';

/** Cancelling a pending recharge, after a confirmation; a refusal (409) shows the server's message. */
export const useCancelRecharge = () => {
  const { t } = useTranslation(NS);
  const { modal, message } = App.useApp();
  const cancel = useRechargeChange(rechargesApi.cancel);
  return (row: Pick<Recharge, 'id' | 'number'>) =>
    modal.confirm({
      title: t('confirm.cancel', { number: row.number }),
      okText: t('actions.cancel'),
      cancelText: t('form.cancel'),
      onOk: async () => {
        try {
          await cancel.mutateAsync(row.id);
          void message.success(t('done.cancelled'));
        } catch (err) {
          void message.error(errorText(err, t('failed')));
        }
      },
    });
};
