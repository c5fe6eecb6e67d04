import { useTranslation } from 'react-i18next';
import {
  RETURN_CODES,
  RETURN_LIMITS,
  RETURN_MACHINE,
  type ReturnAction,
  type ReturnOrder,
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
import { returnApi, useReturnChange } from '../api';
import { NS } from '../lib/display';

/**
 * A return's actions, for its list (row links, the selection's submit and delete) and its detail page
 * (buttons), written once: edit, submit and delete a draft (delete asks a reason), cancel a draft or a
 * return whose parcel has not arrived (with an optional reason). Each shows by the user's codes and
 * the return's state in RETURN_MACHINE, as the server decides; a refusal shows the server's message.
 */
export const useReturnActions = <R extends ReturnOrder>(options: {
  edit: (row: R) => void;
  /** The list's link to the return's detail page. */
  detail?: (row: R) => void;
  onDeleted?: () => void;
}) => {
  const { t } = useTranslation(NS);
  const submit = useSubmitEachAction<R>({
    ns: NS,
    submit: useReturnChange(returnApi.submit).mutateAsync,
    code: RETURN_CODES.submit,
  });
  const cancel = useReasonCancelAction<R>({
    ns: NS,
    cancel: useReturnChange(returnApi.cancel).mutateAsync,
    numberOf: (r) => r.returnNo,
    code: RETURN_CODES.cancel,
    testId: 'return-reason',
    maxLength: RETURN_LIMITS.cancelReasonMax,
  });
  const remove = useDeleteWithReason<R>({
    ns: NS,
    remove: useReturnChange(returnApi.delete, DELETES_IDS),
    nameOf: (r) => r.returnNo,
    onDeleted: options.onDeleted,
  });

  const actions: DocumentAction<R, ReturnAction>[] = [
    ...detailAction<R, ReturnAction>(t('actions.detail'), RETURN_CODES.view, options.detail),
    {
      key: 'edit',
      label: t('actions.edit'),
      code: RETURN_CODES.edit,
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
      code: RETURN_CODES.delete,
      move: 'delete',
      run: remove.request,
    },
  ];
  return {
    ...useDocumentActions(RETURN_MACHINE, actions, 'return'),
    dialogs: (
      <>
        {remove.dialog}
        {cancel.dialog}
      </>
    ),
  };
};
