import { useTranslation } from 'react-i18next';
import { App } from 'antd';
import type { NamespaceWith } from '@/shared/i18n/keys';
import { useReasonDialog } from '@/shared/ui/reason-dialog';
import type { DocumentAction } from './use-document-actions';

type Options<Row> = {
  /** The page's namespace: `actions.cancel`, `confirm.cancel` ({number}), `done.cancelled`, and the
   * reason dialog's `form.keep|reason` and `failed`. */
  ns: NamespaceWith<
    'actions.cancel' | 'confirm.cancel' | 'done.cancelled' | 'form.keep' | 'form.reason' | 'failed'
  >;
  /** Cancels the document with the reason given, if any (its mutation's `mutateAsync`). */
  cancel: (body: { id: string; reason: string | undefined }) => Promise<unknown>;
  /** The document's number, as the question names it. */
  numberOf: (row: Row) => string;
  /** The page's code of the action (`RELABEL_CODES.cancel`). */
  code: string;
  /** The reason dialog's test ids (`useReasonDialog`): `<testId>`, `<testId>-ok`, `<testId>-error`. */
  testId: string;
  maxLength: number;
};

/**
 * The document action that cancels one with an optional reason (`useReasonDialog`: a refusal shows
 * in the dialog). Its machine's `cancel` decides where it shows; render `dialog` once.
 */
export const useReasonCancelAction = <Row extends { id: string }>(options: Options<Row>) => {
  const { t } = useTranslation(options.ns);
  const { message } = App.useApp();
  const dialog = useReasonDialog({ ns: options.ns, testId: options.testId, maxLength: options.maxLength });
  const ask = (row: Row) =>
    dialog.ask({
      title: t('actions.cancel'),
      question: t('confirm.cancel', { number: options.numberOf(row) }),
      okText: t('actions.cancel'),
      danger: true,
      run: async (reason) => {
        await options.cancel({ id: row.id, reason });
        void message.success(t('done.cancelled'));
      },
    });
  const action: DocumentAction<Row, 'cancel'> = {
    key: 'cancel',
    label: t('actions.cancel'),
    danger: true,
    code: options.code,
    move: 'cancel',
    run: ([row]) => ask(row!),
  };
  return { action, dialog: dialog.dialog };
};
