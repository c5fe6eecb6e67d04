import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { App } from 'antd';
import {
  APPROVED_STATES,
  canDo,
  INBOUND_CODES,
  INBOUND_MACHINE,
  type InboundAction,
  type InboundOrder,
  type InboundPrintResult,
  type InboundStatus,
} from '@oms/contracts';
import { errorText } from '@/shared/api/errors';
import { fileObjectUrl } from '@/shared/api/files';
import { useDeleteWithReason } from '@/shared/list-page';
import { useCan } from '@/shared/stores/use-can';
import { inboundApi, useInboundChange } from '../api';
import { NS } from '../lib/display';
import { DELETES_IDS } from '@/shared/api/domain';

type Row = Pick<InboundOrder, 'id' | 'orderNo' | 'status'>;

/**
 * What the customer may do with an order: by its state (INBOUND_MACHINE, the same table the server
 * enforces) and the user's codes. Print needs an approved order (any state after review but
 * cancelled and rejected).
 */
export const useInboundAllowed = () => {
  const can = useCan(INBOUND_CODES);
  return (row: Pick<InboundOrder, 'status'>, action: InboundAction | 'print') => {
    if (action === 'print') return can('print') && canPrint(row.status);
    const code = action === 'confirmDifference' ? 'submit' : action;
    return (
      (code === 'edit' || code === 'delete' || code === 'submit' || code === 'cancel') &&
      can(code) &&
      canDo(INBOUND_MACHINE, row.status, action, 'customer')
    );
  };
};

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
