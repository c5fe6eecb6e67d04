import type { ReactNode } from 'react';
import type { ListColumn } from './types';

const EMPTY = '-';

/** What a column shows for a row: its `render`, or the plain field ('-' when empty). */
export const renderCell = <Row, F>(column: ListColumn<Row, F>, row: Row): ReactNode => {
  if (column.render) return column.render(row);
  const value = (row as Record<string, unknown>)[column.dataIndex ?? column.key];
  if (value === null || value === undefined || value === '') return EMPTY;
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'boolean') return String(value);
  return EMPTY;
};
