import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { App } from 'antd';
import type { BatchResult } from '@oms/contracts';
import type { NamespaceWith } from '@/shared/i18n/keys';
import { DeleteReasonDialog } from '@/shared/ui/delete-reason-dialog';
import { rowLink } from './row-link';
import type { BatchAction } from './types';

type Remove = { mutateAsync: (input: { ids: string[]; reason: string }) => Promise<BatchResult> };

type Options<Row> = {
  /** The page's namespace: `actions.delete|batchDelete`, `confirm.delete` ({count}, {names}),
   * `fields.deleteReason`, `form.cancel` and `done.deleted` ({count}) are read from it. */
  ns: NamespaceWith<
    | 'actions.delete'
    | 'actions.batchDelete'
    | 'confirm.delete'
    | 'fields.deleteReason'
    | 'form.cancel'
    | 'done.deleted'
  >;
  remove: Remove;
  /** The row as the confirmation names it. */
  nameOf: (row: Row) => string;
  /** After the rows are gone (e.g. a detail page goes back to its list). */
  onDeleted?: () => void;
};

/**
 * Deleting rows with a reason (specification §5): one row from its operations column (`link`) or a
 * detail page (`request([row])`), or the selection from the toolbar (`batchAction`); render `dialog`
 * once.
 */
export const useDeleteWithReason = <Row extends { id: string }>(options: Options<Row>) => {
  const { t } = useTranslation(options.ns);
  const { message } = App.useApp();
  const [rows, setRows] = useState<Row[] | null>(null);

  const batchAction: BatchAction<Row> = {
    key: 'delete',
    label: t('actions.batchDelete'),
    danger: true,
    onClick: (selected: Row[]) => setRows(selected),
  };

  const dialog = (
    <DeleteReasonDialog
      open={rows !== null}
      title={t('actions.delete')}
      content={t('confirm.delete', {
        count: rows?.length ?? 0,
        names: rows?.map(options.nameOf).join('、'),
      })}
      reasonLabel={t('fields.deleteReason')}
      okText={t('actions.delete')}
      cancelText={t('form.cancel')}
      onConfirm={async (reason) => {
        const { affected } = await options.remove.mutateAsync({ ids: rows!.map((r) => r.id), reason });
        void message.success(t('done.deleted', { count: affected }));
        options.onDeleted?.();
      }}
      onClose={() => setRows(null)}
    />
  );

  return {
    request: (selected: Row[]) => setRows(selected),
    link: (row: Row) => rowLink('delete', row.id, t('actions.delete'), () => setRows([row]), true),
    batchAction,
    dialog,
  };
};
