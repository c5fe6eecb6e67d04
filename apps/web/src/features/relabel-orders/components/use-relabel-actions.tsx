import { useTranslation } from 'react-i18next';
import {
  RELABEL_CODES,
  RELABEL_LIMITS,
  RELABEL_MACHINE,
  type RelabelAction,
  type RelabelOrder,
} from '@oms/contracts';
import { DELETES_IDS } from '@/shared/api/domain';
import {
  detailAction,
  useDeleteWithReason,
  useDocumentActions,
  useReasonCancelAction,
  useSubmitEachAction,
  type DocumentAction,
} from '@/shared/list-page';
import { relabelApi, useRelabelChange } from '../api';
import { NS } from '../lib/display';

/**
 * An order's actions, for its list (row links, the selection's submit and delete) and its detail page
 * (buttons), written once: edit, submit and delete a draft (delete asks a reason), cancel a draft or
 * an order waiting for review (with an optional reason; its reserved stock is released). Each shows
 * by the user's codes and the order's state in RELABEL_MACHINE, as the server decides; a refusal (a
 * SKU short of stock) shows the server's message.
 */
export const useRelabelActions = <R extends RelabelOrder>(options: {
  edit: (row: R) => void;
  /** The list's link to the order's detail page. */
  detail?: (row: R) => void;
  onDeleted?: () => void;
}) => {
  const { t } = useTranslation(NS);
  const submit = useSubmitEachAction<R>({
    ns: NS,
    submit: useRelabelChange(relabelApi.submit).mutateAsync,
    code: RELABEL_CODES.submit,
  });
  const cancel = useReasonCancelAction<R>({
    ns: NS,
    cancel: useRelabelChange(relabelApi.cancel).mutateAsync,
    numberOf: (r) => r.relabelNo,
    code: RELABEL_CODES.cancel,
    testId: 'relabel-reason',
    maxLength: RELABEL_LIMITS.reasonMax,
  });
  const remove = useDeleteWithReason<R>({
    ns: NS,
    remove: useRelabelChange(relabelApi.delete, DELETES_IDS),
    nameOf: (r) => r.relabelNo,
    onDeleted: options.onDeleted,
  });

  const actions: DocumentAction<R, RelabelAction>[] = [
    ...detailAction<R, RelabelAction>(t('actions.detail'), RELABEL_CODES.view, options.detail),
    {
      key: 'edit',
      label: t('actions.edit'),
      code: RELABEL_CODES.edit,
      move: 'edit',
      run: ([row]) => options.edit(row!),
    },
    submit,
    cancel.action,
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
        {cancel.dialog}
      </>
    ),
  };
};
