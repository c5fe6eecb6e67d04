import type { ReactNode } from 'react';
import { Button } from 'antd';
import { canDo, type StateMachine } from '@oms/contracts';
import { useSession } from '@/shared/stores/session-store';
import { rowLink } from './row-link';
import type { BatchAction } from './types';

/**
 * One thing the customer can do with a document, as its list row, its list's batch bar and its
 * detail page all offer it. It shows where the user holds `code` and, for a move of the machine
 * (`move`), where the document's state allows the customer that move; `when` adds the document's own
 * condition (a printout needs an approved order).
 */
export type DocumentAction<Row, M extends string> = {
  /** The row link's key (`row-<key>-<id>`), and the detail button's test id unless `testId` says. */
  key: string;
  /** Its name, or the name it takes on a row (one button that says what it does in the row's state). */
  label: ReactNode | ((row: Row) => ReactNode);
  /** The page's permission code of the action (`INBOUND_CODES.submit`). */
  code: string;
  /** The machine's action it takes, if it moves the document. */
  move?: M;
  when?: (row: Row) => boolean;
  run: (rows: Row[]) => unknown;
  danger?: boolean;
  /** The detail page's main button. */
  primary?: boolean;
  loading?: boolean;
  /** Offered on the selection too, under this label (one call per row; the server refuses per row). */
  batch?: ReactNode;
  /** The selection's question before it runs (the batch bar asks it). */
  batchConfirm?: (rows: Row[]) => ReactNode;
  /** Only on the list's rows, or only on the detail page (default: both). */
  only?: 'list' | 'detail';
  /** The detail button's test id after the page's prefix (default: `key`). */
  testId?: string;
};

/**
 * A document's actions, written once (issue 23 §4): `rowActions(row)` for the list's row, `batchActions`
 * for its selection and `buttons(row)` for the detail page, each gated by the same codes and the same
 * contracts machine the server enforces.
 */
export const useDocumentActions = <Row extends { id: string; status: string }, M extends string>(
  machine: StateMachine<string, M>,
  actions: readonly DocumentAction<Row, M>[],
  testIdPrefix: string,
) => {
  const permissions = useSession((s) => s.permissions);
  const held = (a: DocumentAction<Row, M>) => permissions.includes(a.code);
  const allowed = (a: DocumentAction<Row, M>, row: Row) =>
    held(a) &&
    (a.move === undefined || canDo(machine, row.status, a.move, 'customer')) &&
    (a.when?.(row) ?? true);
  const labelOf = (a: DocumentAction<Row, M>, row: Row) =>
    typeof a.label === 'function' ? a.label(row) : a.label;
  const on = (where: 'list' | 'detail') => actions.filter((a) => a.only === undefined || a.only === where);

  return {
    rowActions: (row: Row) =>
      on('list')
        .filter((a) => allowed(a, row))
        .map((a) => rowLink(a.key, row.id, labelOf(a, row), () => void a.run([row]), a.danger)),
    batchActions: actions
      .filter((a) => a.batch !== undefined && held(a))
      .map<BatchAction<Row>>((a) => ({
        key: a.key,
        label: a.batch,
        danger: a.danger,
        confirm: a.batchConfirm,
        onClick: a.run,
      })),
    buttons: (row: Row) =>
      on('detail')
        .filter((a) => allowed(a, row))
        .map((a) => (
          <Button
            key={a.key}
            type={a.primary ? 'primary' : undefined}
            danger={a.danger}
            loading={a.loading}
            onClick={() => void a.run([row])}
            data-testid={`${testIdPrefix}-${a.testId ?? a.key}`}
          >
            {labelOf(a, row)}
          </Button>
        )),
  };
};

/** The list's link to a document's detail page (none where `open` is not given: on the detail itself). */
export const detailAction = <Row extends { id: string }, M extends string>(
  label: ReactNode,
  code: string,
  open?: (row: Row) => void,
): DocumentAction<Row, M>[] =>
  open ? [{ key: 'detail', label, code, only: 'list', run: ([row]) => open(row!) }] : [];
