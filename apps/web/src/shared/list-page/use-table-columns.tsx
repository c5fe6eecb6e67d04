import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableColumnType } from 'antd';
import { parseSort, type FixedSide } from '@oms/contracts';
import { useAppStore } from '@/shared/stores/app-store';
import { renderCell } from './cell';
import { LIST_NS } from './i18n';
import type { AppNamespace } from '@/shared/i18n/keys';
import type { AnyTitle, ListColumn, RowContext } from './types';
import { useColumnTitle } from './use-column-title';

type Options<Row, F> = {
  columns: { column: ListColumn<Row, F, AnyTitle>; fixed: FixedSide | null }[];
  ns: AppNamespace;
  sort: string | undefined;
  openDetail: (row: Row) => void;
  rowActions?: (row: Row, ctx: RowContext) => ReactNode;
  rowActionsWidth?: number;
};

/** antd Table columns from the visible list columns: titles, cells, server sort state, fixed sides. */
export const useTableColumns = <Row,>({
  columns,
  ns,
  sort,
  openDetail,
  rowActions,
  rowActionsWidth,
}: Options<Row, unknown>): TableColumnType<Row>[] => {
  const { t } = useTranslation(LIST_NS);
  const titleOf = useColumnTitle(ns);
  const current = sort ? parseSort(sort) : null;
  // A phone's table is narrower than its pinned columns would be: nothing is pinned, the table
  // scrolls sideways in its own container as a whole.
  const mobile = useAppStore((s) => s.mobile);
  const table = columns.map(({ column, fixed }): TableColumnType<Row> => ({
    key: column.key,
    title: titleOf(column.title),
    fixed: mobile ? undefined : (fixed ?? undefined),
    width: column.width,
    ellipsis: column.ellipsis,
    sorter: column.sortable ? true : undefined,
    // The server sorts: the header shows the URL's sort, never a local one.
    sortOrder:
      column.sortable && current?.key === column.key
        ? current.order === 'asc'
          ? 'ascend'
          : 'descend'
        : column.sortable
          ? null
          : undefined,
    render: (_value: unknown, row: Row) =>
      column.detailLink ? (
        <a
          role="button"
          tabIndex={0}
          onClick={() => openDetail(row)}
          onKeyDown={(e) => e.key === 'Enter' && openDetail(row)}
        >
          {renderCell(column, row)}
        </a>
      ) : (
        renderCell(column, row)
      ),
  }));
  if (rowActions) {
    table.push({
      key: '__actions',
      title: t('actions', { ns: LIST_NS }),
      fixed: mobile ? undefined : 'right',
      width: rowActionsWidth,
      render: (_value: unknown, row: Row) => rowActions(row, { openDetail: () => openDetail(row) }),
    });
  }
  return table;
};
