import { useTranslation } from 'react-i18next';
import { App } from 'antd';
import type { NamespaceWith } from '@/shared/i18n/keys';
import { rowLink } from './row-link';
import type { BatchAction } from './types';
import { useRowsChange, type RowsChange } from './use-rows-change';

type Options<Row> = {
  /** The page's namespace: `actions.delete|batchDelete`, `confirm.delete` ({name}),
   * `confirm.batchDelete` ({count}), `done.deleted` ({count}) and `failed` are read from it. */
  ns: NamespaceWith<
    | 'actions.delete'
    | 'actions.batchDelete'
    | 'confirm.delete'
    | 'confirm.batchDelete'
    | 'done.deleted'
    | 'failed'
  >;
  remove: RowsChange;
  /** The row as the confirmation names it. */
  nameOf: (row: Row) => string;
  /** The id of the confirmation's OK button. */
  okId: string;
};

/**
 * Deleting rows after a confirmation, no reason asked: one row from its operations column (`link`),
 * or the selection from the toolbar (`batchAction`). The server's refusal (a brand still in use, a
 * role still held) shows as a message.
 */
export const useConfirmDelete = <Row extends { id: string }>(options: Options<Row>) => {
  const { t } = useTranslation(options.ns);
  const { modal } = App.useApp();
  const run = useRowsChange<Row>(options.remove, (count) => t('done.deleted', { count }), t('failed'));

  const confirm = (row: Row) =>
    modal.confirm({
      title: t('actions.delete'),
      content: t('confirm.delete', { name: options.nameOf(row) }),
      okButtonProps: { danger: true, id: options.okId },
      onOk: () => run([row]),
    });

  const batchAction: BatchAction<Row> = {
    key: 'delete',
    label: t('actions.batchDelete'),
    danger: true,
    confirm: (rows) => t('confirm.batchDelete', { count: rows.length }),
    onClick: run,
  };

  return {
    link: (row: Row) => rowLink('delete', row.id, t('actions.delete'), () => confirm(row), true),
    batchAction,
  };
};
