import { useTranslation } from 'react-i18next';
import { App } from 'antd';
import { VAS_CODES, VAS_LIMITS, VAS_MACHINE, type VasAction, type VasOrder } from '@oms/contracts';
import { DELETES_IDS } from '@/shared/api/domain';
import { errorText } from '@/shared/api/errors';
import { formatCurrencyMoney } from '@/shared/lib/format';
import { useDraftActions, type DocumentAction } from '@/shared/list-page';
import { useVasChange, vasApi } from '../api';
import { NS } from '../lib/display';

/**
 * The customer's confirmation of the warehouse's quote, asked first (the amount is frozen on the
 * account and the pieces reserved); a refusal (funds or stock short) shows the server's message.
 */
const useConfirmQuote = <R extends VasOrder>(): DocumentAction<R, VasAction> => {
  const { t } = useTranslation(NS);
  const { modal, message } = App.useApp();
  const confirm = useVasChange(vasApi.confirm);
  const ask = (row: R) =>
    modal.confirm({
      title: t('confirm.quote', {
        number: row.vasNo,
        amount: formatCurrencyMoney(row.quoteCurrency ?? 'USD', row.quoteAmount),
      }),
      content: t('confirm.quoteHint', { currency: row.quoteCurrency ?? 'USD' }),
      okText: t('actions.confirm'),
      cancelText: t('form.keep'),
      okButtonProps: { 'data-testid': 'vas-confirm-ok' },
      onOk: async () => {
        try {
          await confirm.mutateAsync(row.id);
          void message.success(t('done.confirmed'));
        } catch (err) {
          void message.error(errorText(err, t('failed')));
        }
      },
    });
  return {
    key: 'confirm',
    label: t('actions.confirm'),
    primary: true,
    code: VAS_CODES.submit,
    move: 'confirm',
    run: ([row]) => ask(row!),
  };
};

/**
 * An order's actions, for its list (row links, the selection's submit and delete) and its detail page
 * (buttons), written once (`useDraftActions`): edit, submit and delete a draft (delete asks a reason),
 * confirm the warehouse's quote (guarded by the submit code, as the server does), cancel before the
 * work starts (with an optional reason; a frozen quote and reserved pieces are released). Each shows
 * by the user's codes and the order's state in VAS_MACHINE, as the server decides.
 */
export const useVasActions = <R extends VasOrder>(options: {
  edit: (row: R) => void;
  /** The list's link to the order's detail page. */
  detail?: (row: R) => void;
  onDeleted?: () => void;
}) =>
  useDraftActions<R, VasAction>({
    ...options,
    ns: NS,
    machine: VAS_MACHINE,
    codes: VAS_CODES,
    testId: 'vas',
    numberOf: (r) => r.vasNo,
    reasonMax: VAS_LIMITS.reasonMax,
    submit: useVasChange(vasApi.submit).mutateAsync,
    cancel: useVasChange(vasApi.cancel).mutateAsync,
    remove: useVasChange(vasApi.delete, DELETES_IDS),
    more: [useConfirmQuote<R>()],
  });
