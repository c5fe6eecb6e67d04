import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { App } from 'antd';
import {
  OUTBOUND_CODES,
  OUTBOUND_LIMITS,
  OUTBOUND_MACHINE,
  type OutboundAction,
  type OutboundOrder,
} from '@oms/contracts';
import { errorText } from '@/shared/api/errors';
import { fileObjectUrl } from '@/shared/api/files';
import { DELETES_IDS } from '@/shared/api/domain';
import { useDeleteWithReason, useDocumentActions, type DocumentAction } from '@/shared/list-page';
import { useReasonDialog } from '@/shared/ui/reason-dialog';
import { outboundApi, useOutboundChange } from '../api';
import { detailPath, NS } from '../lib/display';

type Row = Pick<OutboundOrder, 'id' | 'orderNo' | 'status' | 'holdReasons' | 'interception'>;
const numbers = (rows: Row[]) => rows.map((r) => r.orderNo).join('、');

/**
 * An order's actions, for its list (row links and the selection's batch bar) and its detail page
 * (buttons), written once: edit (a draft or an order with an error), submit, hold and release, cancel
 * (before processing) or ask the warehouse to intercept (while it processes), copy, delete. Each
 * shows by the user's codes and the order's state in OUTBOUND_MACHINE, as the server decides.
 */
export const useOutboundActions = <R extends OutboundOrder>(options: {
  edit: (row: R) => void;
  /** The list's link to the order's detail page. */
  detail?: (row: R) => void;
  onDeleted?: () => void;
}) => {
  const { t } = useTranslation(NS);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const reason = useReasonDialog({ ns: NS, testId: 'outbound-reason', maxLength: OUTBOUND_LIMITS.remark });
  const submit = useOutboundChange(outboundApi.submit);
  const hold = useOutboundChange(outboundApi.hold);
  const release = useOutboundChange(outboundApi.release);
  const cancel = useOutboundChange(outboundApi.cancel);
  const batchCancel = useOutboundChange(outboundApi.batchCancel);
  const copy = useOutboundChange(outboundApi.copy);
  const remove = useDeleteWithReason<Row>({
    ns: NS,
    remove: useOutboundChange(outboundApi.delete, DELETES_IDS),
    nameOf: (r) => r.orderNo,
    onDeleted: options.onDeleted,
  });

  const [printing, setPrinting] = useState(false);
  /** The packing lists as one PDF: the server draws it, the browser opens it (the file stays in the file center). */
  const printPackingLists = async (ids: string[]) => {
    setPrinting(true);
    try {
      const result = await outboundApi.packingList({ ids });
      const url = await fileObjectUrl(result.fileId);
      window.open(url, '_blank', 'noopener');
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      void message.success(t('done.packingList', { count: result.pages }));
    } catch (err) {
      void message.error(errorText(err, t('failed')));
    } finally {
      setPrinting(false);
    }
  };

  /** One call per order; the outcome says how many went through and the first refusal. */
  const each = async (rows: Row[], change: (id: string) => Promise<unknown>, done: 'done.submitted') => {
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

  const actions: DocumentAction<R, OutboundAction>[] = [
    ...(options.detail
      ? [
          {
            key: 'detail',
            label: t('actions.detail'),
            code: OUTBOUND_CODES.view,
            only: 'list' as const,
            run: ([row]: R[]) => options.detail!(row!),
          },
        ]
      : []),
    {
      key: 'edit',
      label: t('actions.edit'),
      code: OUTBOUND_CODES.edit,
      move: 'edit',
      run: ([row]) => options.edit(row!),
    },
    {
      key: 'submit',
      label: t('actions.submit'),
      batch: t('actions.batchSubmit'),
      primary: true,
      code: OUTBOUND_CODES.submit,
      move: 'submit',
      run: (rows) => each(rows, submit.mutateAsync, 'done.submitted'),
    },
    {
      key: 'hold',
      label: t('actions.hold'),
      code: OUTBOUND_CODES.edit,
      move: 'hold',
      when: (row) => !row.holdReasons.includes('MANUAL'),
      run: ([row]) =>
        reason.ask({
          title: t('actions.hold'),
          question: t('confirm.hold', { number: row!.orderNo }),
          okText: t('actions.hold'),
          run: async (why) => {
            await hold.mutateAsync({ id: row!.id, reason: why });
            void message.success(t('done.held'));
          },
        }),
    },
    {
      key: 'release',
      label: t('actions.release'),
      primary: true,
      code: OUTBOUND_CODES.edit,
      move: 'release',
      when: (row) => row.holdReasons.includes('MANUAL'),
      run: async ([row]) => {
        try {
          await release.mutateAsync(row!.id);
          void message.success(t('done.released'));
        } catch (err) {
          void message.error(errorText(err, t('failed')));
        }
      },
    },
    {
      key: 'intercept',
      label: t('actions.intercept'),
      danger: true,
      code: OUTBOUND_CODES.cancel,
      move: 'intercept',
      when: (row) => row.interception !== 'REQUESTED',
      run: ([row]) =>
        reason.ask({
          title: t('actions.intercept'),
          question: t('confirm.intercept', { number: row!.orderNo }),
          okText: t('actions.intercept'),
          danger: true,
          run: async (why) => {
            await cancel.mutateAsync({ id: row!.id, reason: why });
            void message.success(t('done.interceptAsked'));
          },
        }),
    },
    {
      key: 'copy',
      label: t('actions.copy'),
      code: OUTBOUND_CODES.create,
      run: async ([row]) => {
        try {
          const created = await copy.mutateAsync({ id: row!.id });
          void message.success(t('done.copied', { number: created.orderNo }));
          void navigate(detailPath(created.id));
        } catch (err) {
          void message.error(errorText(err, t('failed')));
        }
      },
    },
    {
      key: 'packingList',
      testId: 'packing-list',
      label: t('actions.packingList'),
      batch: t('actions.packingList'),
      code: OUTBOUND_CODES.print,
      only: 'detail',
      loading: printing,
      run: (rows) => printPackingLists(rows.map((r) => r.id)),
    },
    {
      key: 'cancel',
      label: t('actions.cancel'),
      batch: t('actions.batchCancel'),
      danger: true,
      code: OUTBOUND_CODES.cancel,
      move: 'cancel',
      run: (rows) =>
        reason.ask({
          title: t('actions.cancel'),
          question: t('confirm.cancel', { count: rows.length, number: numbers(rows) }),
          okText: t('actions.cancel'),
          danger: true,
          run: async (why) => {
            const { affected } =
              rows.length === 1
                ? (await cancel.mutateAsync({ id: rows[0]!.id, reason: why }), { affected: 1 })
                : await batchCancel.mutateAsync({ ids: rows.map((r) => r.id), reason: why });
            void message.success(t('done.cancelled', { count: affected }));
          },
        }),
    },
    {
      key: 'delete',
      label: t('actions.delete'),
      batch: remove.batchAction.label,
      danger: true,
      code: OUTBOUND_CODES.delete,
      move: 'delete',
      run: remove.request,
    },
  ];
  return {
    ...useDocumentActions(OUTBOUND_MACHINE, actions, 'outbound'),
    dialogs: (
      <>
        {remove.dialog}
        {reason.dialog}
      </>
    ),
  };
};
