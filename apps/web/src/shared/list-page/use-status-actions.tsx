import { useTranslation } from 'react-i18next';
import { App } from 'antd';
import type { BatchResult } from '@oms/contracts';
import { errorText } from '@/shared/api/errors';
import type { NamespaceWith } from '@/shared/i18n/keys';
import type { BatchAction } from './types';

type StatusChange = { mutateAsync: (ids: string[]) => Promise<BatchResult> };

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
  enable: StatusChange;
  disable: StatusChange;
  /** The row as the confirmation names it. */
  nameOf: (row: Row) => string;
  /** The confirmation's parameter for that name (default `name`). */
  nameParam?: string;
  /** Batch changes ask first too (`confirm.batchEnable|batchDisable`, {count}). */
  confirmBatch?: boolean;
};

/**
 * Enable and disable of a list's rows: one row from its operations column (asked first), or the
 * selected rows from the toolbar; the outcome (how many changed, or the server's reason) as a message.
 */
export const useStatusActions = <Row extends { id: string; status: string }>(options: Options<Row>) => {
  const { t } = useTranslation(options.ns);
  const { message, modal } = App.useApp();

  const setStatus = async (rows: Row[], to: 'enable' | 'disable') => {
    try {
      const { affected } = await options[to].mutateAsync(rows.map((r) => r.id));
      void message.success(t(`done.${to}d`, { count: affected }));
    } catch (err) {
      void message.error(errorText(err, t('failed')));
    }
  };

  const confirmToggle = (row: Row) => {
    const to = row.status === 'ENABLED' ? 'disable' : 'enable';
    modal.confirm({
      title: t(`actions.${to}`),
      // `replace`: the parameter's name is the caller's, and t's own options may not be shadowed by it.
      content: t(`confirm.${to}`, { replace: { [options.nameParam ?? 'name']: options.nameOf(row) } }),
      okButtonProps: { danger: to === 'disable' },
      onOk: () => setStatus([row], to),
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
    onClick: (rows: Row[]) => setStatus(rows, to),
  }));

  return { confirmToggle, batchActions };
};
