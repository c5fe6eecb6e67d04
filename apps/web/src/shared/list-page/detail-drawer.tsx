import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Descriptions, Drawer, Flex } from 'antd';
import { renderCell } from './cell';
import { LIST_NS } from './i18n';
import type { AppNamespace } from '@/shared/i18n/keys';
import type { AnyTitle, ListColumn } from './types';
import { useColumnTitle } from './use-column-title';

export type DetailOptions<Row> = {
  /** The drawer's title for a row (defaults to "Details"). */
  title?: (row: Row) => ReactNode;
  /** Below the fields, e.g. the operation record timeline (may load the row's detail itself). */
  extra?: (row: Row) => ReactNode;
  width?: number;
};

type Props<Row, F> = DetailOptions<Row> & {
  row: Row | null;
  columns: ListColumn<Row, F, AnyTitle>[];
  ns: AppNamespace;
  onClose: () => void;
};

/** One row's every field (each column with `detail` not false), from the same column definitions. */
export const DetailDrawer = <Row, F>({
  row,
  columns,
  ns,
  title,
  extra,
  width = 640,
  onClose,
}: Props<Row, F>) => {
  const { t } = useTranslation(LIST_NS);
  const titleOf = useColumnTitle(ns);
  return (
    <Drawer
      open={row !== null}
      onClose={onClose}
      size={width}
      title={row && title ? title(row) : t('detail', { ns: LIST_NS })}
      destroyOnHidden
    >
      {row && (
        <Flex vertical gap={24} data-testid="list-detail">
          <Descriptions
            column={1}
            bordered
            size="small"
            items={columns
              .filter((c) => !c.searchOnly && c.detail !== false)
              .map((c) => ({ key: c.key, label: titleOf(c.title), children: renderCell(c, row) }))}
          />
          {extra?.(row)}
        </Flex>
      )}
    </Drawer>
  );
};
