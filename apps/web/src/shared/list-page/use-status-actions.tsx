import { useTranslation } from 'react-i18next';
import { App } from 'antd';
import type { NamespaceWith } from '@/shared/i18n/keys';
import { rowLink } from './row-link';
import type { BatchAction } from './types';
import { useRowsChange, type RowsChange } from './use-rows-change';

/** A namespace with what these actions say (`confirm.batchEnable|batchDisable` too with `confirmBatch`). */
type StatusNamespace = NamespaceWith<
  | 'actions.enable'
  | 'actions.disable'
  | 'actions.batchEnable'
  | 'actions.batchDisable'
  | 'confirm.enable'
  | 'confirm.disable'
  | 'done.enabled'
  | 'done.disabled'
  | 'failed'
>;

type Options<Row> = {
  /** The page's namespace: `actions.enable|disable|batchEnable|batchDisable`, `confirm.enable|disable`,
   * `done.enabled|disabled` ({count}) and `failed` are read from it. */
  ns: StatusNamespace;
  enable: RowsChange;
  disable: RowsChange;
  /** The row as the confirmation names it. */
  nameOf: (row: Row) => string;
  /** The confirmation's parameter for that name (default `name`). */
  nameParam?: string;
  /** Batch changes ask first too (`confirm.batchEnable|batchDisable`, {count}). */
  confirmBatch?: boolean;
};

/**
 * Enable and disable of a list's rows: one row from its operations column (`toggleLink`, asked
 * first), or the selected rows from the toolbar (`batchActions`); the outcome (how many changed, or
 * the server's reason) as a message.
 */
export const useStatusActions = <Row extends { id: string; status: string }>(options: Options<Row>) => {
  const { t } = useTranslation(options.ns);
  const { modal } = App.useApp();
  const run = {
    enable: useRowsChange<Row>(options.enable, (count) => t('done.enabled', { count }), t('failed')),
    disable: useRowsChange<Row>(options.disable, (count) => t('done.disabled', { count }), t('failed')),
  };

  const confirmToggle = (row: Row) => {
    const to = row.status === 'ENABLED' ? 'disable' : 'enable';
    modal.confirm({
      title: t(`actions.${to}`),
      // `replace`: the parameter's name is the caller's, and t's own options may not be shadowed by it.
      content: t(`confirm.${to}`, { replace: { [options.nameParam ?? 'name']: options.nameOf(row) } }),
      okButtonProps: { danger: to === 'disable' },
      onOk: () => run[to]([row]),
    });
  };

  const batchActions: BatchAction<Row>[] = (['enable', 'disable'] as const).map((to) => ({
    key: to,
    label: t(to === 'enable' ? 'actions.batchEnable' : 'actions.batchDisable'),
    danger: to === 'disable',
    confirm: options.confirmBatch
      ? (rows: Row[]) =>
          t(to === 'enable' ? 'confirm.batchEnable' : 'confirm.batchDisable', { count: rows.length })
      : undefined,
    onClick: run[to],
  }));

  /** The row's disable (when enabled) or enable (when disabled) link; none in another state. */
  const toggleLink = (row: Row) => {
    if (row.status === 'ENABLED')
      return rowLink('disable', row.id, t('actions.disable'), () => confirmToggle(row), true);
    return row.status === 'DISABLED'
      ? rowLink('enable', row.id, t('actions.enable'), () => confirmToggle(row))
      : null;
  };

  return { confirmToggle, toggleLink, batchActions };
};
