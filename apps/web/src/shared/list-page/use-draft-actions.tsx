import { useTranslation } from 'react-i18next';
import type { BatchResult, StateMachine } from '@oms/contracts';
import type { NamespaceWith } from '@/shared/i18n/keys';
import { detailAction, useDocumentActions, type DocumentAction } from './use-document-actions';
import { useDeleteWithReason } from './use-delete-with-reason';
import { useReasonCancelAction } from './use-reason-cancel-action';
import { useSubmitEachAction } from './use-submit-each-action';

/** The moves of a draft document's machine these actions take. */
type DraftMove = 'edit' | 'submit' | 'cancel' | 'delete';

type Options<Row, M extends string> = {
  /** The page's namespace: `actions.detail|edit` and what the submit, cancel and delete read. */
  ns: NamespaceWith<
    | 'actions.detail'
    | 'actions.edit'
    | 'actions.submit'
    | 'actions.batchSubmit'
    | 'done.submitted'
    | 'actions.cancel'
    | 'confirm.cancel'
    | 'done.cancelled'
    | 'form.keep'
    | 'form.reason'
    | 'failed'
    | 'actions.delete'
    | 'actions.batchDelete'
    | 'confirm.delete'
    | 'fields.deleteReason'
    | 'form.cancel'
    | 'done.deleted'
  >;
  /** The document's machine: each move shows where the row's state allows the customer it. */
  machine: StateMachine<string, M | DraftMove>;
  /** The page's codes (`RELABEL_CODES`). */
  codes: { view: string; edit: string; submit: string; cancel: string; delete: string };
  /** The document in test ids: the detail's buttons `<testId>-<key>`, the cancel's `<testId>-reason`. */
  testId: string;
  /** The document's number, as the questions name it. */
  numberOf: (row: Row) => string;
  /** The cancel reason's longest. */
  reasonMax: number;
  /** The domain's changes (`useChange`): submit one, cancel one with a reason, delete with a reason. */
  submit: (id: string) => Promise<unknown>;
  cancel: (body: { id: string; reason: string | undefined }) => Promise<unknown>;
  remove: { mutateAsync: (input: { ids: string[]; reason: string }) => Promise<BatchResult> };
  /** Opens the draft's form. */
  edit: (row: Row) => void;
  /** The list's link to the document's detail page. */
  detail?: (row: Row) => void;
  onDeleted?: () => void;
  /** The document's own actions, after submit (e.g. confirm a quote). */
  more?: DocumentAction<Row, M | DraftMove>[];
};

/**
 * A draft document's actions, for its list (row links, the selection's submit and delete) and its
 * detail page (buttons), written once: edit, submit and delete a draft (delete asks a reason), cancel
 * (with an optional reason), and the document's `more`. Each shows by the user's codes and the
 * document's state in its machine, as the server decides; a refusal shows the server's message.
 * Render `dialogs` once.
 */
export const useDraftActions = <Row extends { id: string; status: string }, M extends string>(
  options: Options<Row, M>,
) => {
  const { t } = useTranslation(options.ns);
  const { ns, codes } = options;
  const submit = useSubmitEachAction<Row>({ ns, submit: options.submit, code: codes.submit });
  const cancel = useReasonCancelAction<Row>({
    ns,
    cancel: options.cancel,
    numberOf: options.numberOf,
    code: codes.cancel,
    testId: `${options.testId}-reason`,
    maxLength: options.reasonMax,
  });
  const remove = useDeleteWithReason<Row>({
    ns,
    remove: options.remove,
    nameOf: options.numberOf,
    onDeleted: options.onDeleted,
  });

  const actions: DocumentAction<Row, M | DraftMove>[] = [
    ...detailAction<Row, M | DraftMove>(t('actions.detail'), codes.view, options.detail),
    {
      key: 'edit',
      label: t('actions.edit'),
      code: codes.edit,
      move: 'edit',
      run: ([row]) => options.edit(row!),
    },
    submit,
    ...(options.more ?? []),
    cancel.action,
    {
      key: 'delete',
      label: t('actions.delete'),
      batch: remove.batchAction.label,
      danger: true,
      code: codes.delete,
      move: 'delete',
      run: remove.request,
    },
  ];
  return {
    ...useDocumentActions(options.machine, actions, options.testId),
    dialogs: (
      <>
        {remove.dialog}
        {cancel.dialog}
      </>
    ),
  };
};
