import { useTranslation } from 'react-i18next';
import { App } from 'antd';
import {
  RELABEL_CODES,
  RELABEL_LIMITS,
  RELABEL_MACHINE,
  type RelabelAction,
  type RelabelOrder,
} from '@oms/contracts';
import { DELETES_IDS } from '@/shared/api/domain';
import { errorText } from '@/shared/api/errors';
import {
  detailAction,
  useDeleteWithReason,
  useDocumentActions,
  type DocumentAction,
} from '@/shared/list-page';
import { useReasonDialog } from '@/shared/ui/reason-dialog';
import { relabelApi, useRelabelChange } from '../api';
import { NS } from '../lib/display';

type Row = Pick<RelabelOrder, 'id' | 'relabelNo' | 'status'>;

/**
 * An order's actions, for its list (row links, the selection's submit and delete) and its detail page
 * (buttons), written once: edit, submit and delete a draft (delete asks a reason), cancel a draft or
 * an order waiting for review (with an optional reason). Each shows by the user's codes and the
 * order's state in RELABEL_MACHINE, as the server decides; a refusal (a SKU short of stock) shows the
 * server's message.
 */
export const useRelabelActions = <R extends RelabelOrder>(options: {
  edit: (row: R) => void;
  /** The list's link to the order's detail page. */
  detail?: (row: R) => void;
  onDeleted?: () => void;
}) => {
  const { t } = useTranslation(NS);
  const { message } = App.useApp();
  const submit = useRelabelChange(relabelApi.submit);
  const cancel = useRelabelChange(relabelApi.cancel);
  const remove = useDeleteWithReason<Row>({
    ns: NS,
    remove: useRelabelChange(relabelApi.delete, DELETES_IDS),
    nameOf: (r) => r.relabelNo,
    onDeleted: options.onDeleted,
  });
  const cancelling = useReasonDialog({
    ns: NS,
    testId: 'relabel-reason',
    maxLength: RELABEL_LIMITS.reasonMax,
  });
  /** Cancelling a draft, or an order waiting for review (its reserved stock is released). */
  const askCancel = (row: Row) =>
    cancelling.ask({
      title: t('actions.cancel'),
      question: t('confirm.cancel', { number: row.relabelNo }),
      okText: t('actions.cancel'),
      danger: true,
      run: async (reason) => {
        await cancel.mutateAsync({ id: row.id, reason });
        void message.success(t('done.cancelled'));
      },
    });

  /** One call per order; the outcome says how many went through and the first refusal. */
  const submitEach = async (rows: Row[]) => {
    let ok = 0;
    let refusal: string | null = null;
    for (const row of rows) {
      try {
        await submit.mutateAsync(row.id);
        ok++;
      } catch (err) {
        refusal ??= errorText(err, t('failed'));
      }
    }
    if (ok > 0) void message.success(t('done.submitted', { count: ok }));
    if (refusal) void message.error(refusal);
  };

  const actions: DocumentAction<R, RelabelAction>[] = [
    ...detailAction<R, RelabelAction>(t('actions.detail'), RELABEL_CODES.view, options.detail),
    {
      key: 'edit',
      label: t('actions.edit'),
      code: RELABEL_CODES.edit,
      move: 'edit',
      run: ([row]) => options.edit(row!),
    },
    {
      key: 'submit',
      label: t('actions.submit'),
      batch: t('actions.batchSubmit'),
      primary: true,
      code: RELABEL_CODES.submit,
      move: 'submit',
      run: submitEach,
    },
    {
      key: 'cancel',
      label: t('actions.cancel'),
      danger: true,
      code: RELABEL_CODES.cancel,
      move: 'cancel',
      run: ([row]) => askCancel(row!),
    },
    {
      key: 'delete',
      label: t('actions.delete'),
      batch: remove.batchAction.label,
      danger: true,
      code: RELABEL_CODES.delete,
      move: 'delete',
      run: remove.request,
    },
  ];
  return {
    ...useDocumentActions(RELABEL_MACHINE, actions, 'relabel'),
    dialogs: (
      <>
        {remove.dialog}
        {cancelling.dialog}
      </>
    ),
  };
};
