import { useTranslation } from 'react-i18next';
import { App } from 'antd';
import type { NamespaceWith } from '@/shared/i18n/keys';
import { errorText } from '@/shared/api/errors';
import type { DocumentAction } from './use-document-actions';

type Options<Row> = {
  /** The page's namespace: `confirm.cancel` ({number}), `actions.cancel`, `form.keep`,
   * `done.cancelled` and `failed` are read from it. */
  ns: NamespaceWith<'confirm.cancel' | 'actions.cancel' | 'form.keep' | 'done.cancelled' | 'failed'>;
  /** Cancels the document (its mutation's `mutateAsync`). */
  cancel: (id: string) => Promise<unknown>;
  /** The document's number, as the confirmation names it. */
  numberOf: (row: Row) => string;
  /** The page's code of the action (`CLAIMS_CODES.cancel`). */
  code: string;
};

/**
 * The document action that cancels one (a recharge or a claim under review, a reservation before
 * arrival), after a confirmation; a refusal (409: it moved meanwhile) shows the server's message.
 * Its machine's `cancel` decides where it shows (`useDocumentActions`).
 */
export const useCancelAction = <Row extends { id: string }>(
  options: Options<Row>,
): DocumentAction<Row, 'cancel'> => {
  const { t } = useTranslation(options.ns);
  const { modal, message } = App.useApp();
  const confirm = (row: Row) =>
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
  return {
    key: 'cancel',
    label: t('actions.cancel'),
    danger: true,
    code: options.code,
    move: 'cancel',
    run: ([row]) => confirm(row!),
  };
};
