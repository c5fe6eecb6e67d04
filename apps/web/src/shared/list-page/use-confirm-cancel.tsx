import { useTranslation } from 'react-i18next';
import { App } from 'antd';
import type { NamespaceWith } from '@/shared/i18n/keys';
import { errorText } from '@/shared/api/errors';

type Options<Row> = {
  /** The page's namespace: `confirm.cancel` ({number}), `actions.cancel`, `form.keep`,
   * `done.cancelled` and `failed` are read from it. */
  ns: NamespaceWith<'confirm.cancel' | 'actions.cancel' | 'form.keep' | 'done.cancelled' | 'failed'>;
  /** Cancels the document (its mutation's `mutateAsync`). */
  cancel: (id: string) => Promise<unknown>;
  /** The document's number, as the confirmation names it. */
  numberOf: (row: Row) => string;
};

/**
 * Cancelling a document while it waits for review (a recharge, a claim), after a confirmation; a
 * refusal (409: it was decided meanwhile) shows the server's message.
 */
export const useConfirmCancel = <Row extends { id: string }>(options: Options<Row>) => {
  const { t } = useTranslation(options.ns);
  const { modal, message } = App.useApp();
  return (row: Row) =>
    modal.confirm({
      title: t('confirm.cancel', { number: options.numberOf(row) }),
      okText: t('actions.cancel'),
      cancelText: t('form.keep'),
      onOk: async () => {
        try {
          await options.cancel(row.id);
          void message.success(t('done.cancelled'));
        } catch (err) {
          void message.error(errorText(err, t('failed')));
        }
      },
    });
};
