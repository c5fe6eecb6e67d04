import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableColumnType } from 'antd';
import { parseSort, type FixedSide } from '@oms/contracts';
import { renderCell } from './cell';
import { LIST_NS } from './i18n';
import type { ListColumn, RowContext } from './types';

type Options<Row, F> = {
  columns: { column: ListColumn<Row, F>; fixed: FixedSide | null }[];
  ns: string;
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
  const { t } = useTranslation([ns, LIST_NS]);
  const current = sort ? parseSort(sort) : null;
  const table = columns.map(({ column, fixed }): TableColumnType<Row> => ({
    key: column.key,
    title: t(column.title, { ns }),
    fixed: fixed ?? undefined,
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
      fixed: 'right',
      width: rowActionsWidth,
      render: (_value: unknown, row: Row) => rowActions(row, { openDetail: () => openDetail(row) }),
    });
  }
  return table;
};
