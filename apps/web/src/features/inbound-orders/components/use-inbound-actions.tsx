import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { App } from 'antd';
import {
  APPROVED_STATES,
  INBOUND_CODES,
  INBOUND_MACHINE,
  type InboundAction,
  type InboundOrder,
  type InboundPrintResult,
  type InboundStatus,
} from '@oms/contracts';
import { errorText } from '@/shared/api/errors';
import { fileObjectUrl } from '@/shared/api/files';
import { useDeleteWithReason, useDocumentActions, type DocumentAction } from '@/shared/list-page';
import { useCan } from '@/shared/stores/use-can';
import { inboundApi, useInboundChange } from '../api';
import { NS } from '../lib/display';
import { useImportLines } from './use-import-lines';
import { DELETES_IDS } from '@/shared/api/domain';

type Row = Pick<InboundOrder, 'id' | 'orderNo' | 'status'>;

/** Approved orders print (the server's rule: APPROVED_STATES). */
export const canPrint = (status: InboundStatus) => APPROVED_STATES.includes(status);

/** Opens a stored PDF in a new tab (the file stays in the file center). */
const openPdf = async (result: InboundPrintResult) => {
  const url = await fileObjectUrl(result.fileId);
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
};

/** Box labels and packing lists: the server draws the PDF, the browser opens it. */
export const usePrint = () => {
  const { t } = useTranslation(NS);
  const { message } = App.useApp();
  const [pending, setPending] = useState<'labels' | 'packingList' | null>(null);
  const run = async (kind: 'labels' | 'packingList', ids: string[]) => {
    setPending(kind);
    try {
      const result = await inboundApi[kind](ids.length === 1 ? { id: ids[0] } : { ids });
      await openPdf(result);
      void message.success(
        t(kind === 'labels' ? 'done.labels' : 'done.packingList', { count: result.pages }),
      );
    } catch (err) {
      void message.error(errorText(err, t('failed')));
    } finally {
      setPending(null);
    }
  };
  return {
    pending,
    labels: (ids: string[]) => run('labels', ids),
    packingList: (ids: string[]) => run('packingList', ids),
  };
};

/**
 * Submit, cancel and confirm-difference of one order or of the selection (one call per order; the
 * outcome says how many went through and the first refusal), and delete with a reason.
 */
export const useInboundMoves = (onDeleted?: () => void) => {
  const { t } = useTranslation(NS);
  const { message, modal } = App.useApp();
  const submit = useInboundChange(inboundApi.submit);
  const cancel = useInboundChange((id: string) => inboundApi.cancel({ id }));
  const confirm = useInboundChange(inboundApi.confirmDifference);
  const remove = useDeleteWithReason<Row>({
    ns: NS,
    remove: useInboundChange(inboundApi.delete, DELETES_IDS),
    nameOf: (r) => r.orderNo,
    onDeleted,
  });

  const each = async (
    rows: Row[],
    change: (id: string) => Promise<unknown>,
    done: 'done.submitted' | 'done.cancelled' | 'done.differenceConfirmed',
  ) => {
    let ok = 0;
    let refusal: string | null = null;
    for (const row of rows) {
      try {
        await change(row.id);
        ok++;
      } catch (err) {
        refusal ??= errorText(err, t('failed'));
      }
    }
    if (ok > 0) void message.success(t(done, { count: ok }));
    if (refusal) void message.error(refusal);
  };

  return {
    submit: (rows: Row[]) => each(rows, submit.mutateAsync, 'done.submitted'),
    cancel: (rows: Row[]) =>
      modal.confirm({
        title: t('confirm.cancel', { count: rows.length, number: rows.map((r) => r.orderNo).join('、') }),
        okText: t('actions.cancel'),
        okButtonProps: { danger: true },
        cancelText: t('form.keep'),
        onOk: () => each(rows, cancel.mutateAsync, 'done.cancelled'),
      }),
    confirmDifference: (row: Row) =>
      modal.confirm({
        title: t('confirm.difference', { number: row.orderNo }),
        content: t('confirm.differenceHint'),
        okText: t('actions.confirmDifference'),
        cancelText: t('form.cancel'),
        onOk: () => each([row], confirm.mutateAsync, 'done.differenceConfirmed'),
      }),
    remove,
  };
};

/**
 * An order's actions, for its list (row links and the selection's batch bar) and its detail page
 * (buttons), written once: edit and import lines (a draft or a rejected order), submit, confirm the
 * received difference, print box labels and the packing list (approved orders), cancel and delete.
 * Each shows by the user's codes and the order's state in INBOUND_MACHINE, as the server decides.
 */
export const useInboundActions = <Row extends InboundOrder>(options: {
  edit: (row: Row) => void;
  /** The list's link to the order's detail page. */
  detail?: (row: Row) => void;
  onDeleted?: () => void;
}) => {
  const { t } = useTranslation(NS);
  const can = useCan(INBOUND_CODES);
  const moves = useInboundMoves(options.onDeleted);
  const print = usePrint();
  const importing = useImportLines();
  const printable = (row: Row) => canPrint(row.status);
  const actions: DocumentAction<Row, InboundAction>[] = [
    ...(options.detail
      ? [
          {
            key: 'detail',
            label: t('actions.detail'),
            code: INBOUND_CODES.view,
            only: 'list' as const,
            run: ([row]: Row[]) => options.detail!(row!),
          },
        ]
      : []),
    {
      key: 'edit',
      label: t('actions.edit'),
      code: INBOUND_CODES.edit,
      move: 'edit',
      run: ([row]) => options.edit(row!),
    },
    {
      key: 'import',
      testId: 'import-lines',
      label: t('actions.importLines'),
      code: INBOUND_CODES.import,
      move: 'edit',
      when: () => can('edit'),
      run: ([row]) => importing.open(row!),
    },
    {
      key: 'submit',
      label: t('actions.submit'),
      batch: t('actions.batchSubmit'),
      primary: true,
      code: INBOUND_CODES.submit,
      move: 'submit',
      run: moves.submit,
    },
    {
      key: 'confirmDifference',
      testId: 'confirm-difference',
      label: t('actions.confirmDifference'),
      only: 'detail',
      primary: true,
      code: INBOUND_CODES.submit,
      move: 'confirmDifference',
      run: ([row]) => moves.confirmDifference(row!),
    },
    {
      key: 'labels',
      testId: 'print-labels',
      label: t('actions.printLabels'),
      batch: t('actions.printLabels'),
      code: INBOUND_CODES.print,
      when: printable,
      loading: print.pending === 'labels',
      run: (rows) => print.labels(rows.map((r) => r.id)),
    },
    {
      key: 'packingList',
      testId: 'packing-list',
      label: t('actions.packingList'),
      only: 'detail',
      code: INBOUND_CODES.print,
      when: printable,
      loading: print.pending === 'packingList',
      run: (rows) => print.packingList(rows.map((r) => r.id)),
    },
    {
      key: 'cancel',
      label: t('actions.cancel'),
      batch: t('actions.batchCancel'),
      danger: true,
      code: INBOUND_CODES.cancel,
      move: 'cancel',
      run: moves.cancel,
    },
    {
      key: 'delete',
      label: t('actions.delete'),
      batch: moves.remove.batchAction.label,
      danger: true,
      code: INBOUND_CODES.delete,
      move: 'delete',
      run: moves.remove.request,
    },
  ];
  return {
    ...useDocumentActions(INBOUND_MACHINE, actions, 'inbound'),
    dialogs: (
      <>
        {moves.remove.dialog}
        {importing.dialog}
      </>
    ),
  };
};
