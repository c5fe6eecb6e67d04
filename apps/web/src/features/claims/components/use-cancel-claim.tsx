import { useTranslation } from 'react-i18next';
import { App } from 'antd';
import type { Claim } from '@oms/contracts';
import { errorText } from '@/shared/api/errors';
import { claimsApi, useClaimChange } from '../api';
import { NS } from '../claim-columns';

/** Cancelling a pending claim, after a confirmation; a refusal (409) shows the server's message. */
export const useCancelClaim = () => {
  const { t } = useTranslation(NS);
  const { modal, message } = App.useApp();
  const cancel = useClaimChange(claimsApi.cancel);
  return (row: Pick<Claim, 'id' | 'claimNo'>) =>
    modal.confirm({
      title: t('confirm.cancel', { number: row.claimNo }),
      okText: t('actions.cancel'),
      cancelText: t('form.keep'),
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
