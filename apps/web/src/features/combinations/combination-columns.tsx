import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Tag, Tooltip } from 'antd';
import type { Combination, CombinationFilters } from '@oms/contracts';
import type { NsKey } from '@/shared/i18n/keys';
import { createdAtColumn, updatedAtColumn, type ListColumn } from '@/shared/list-page';
import { detailPath, NS } from './lib/display';

/** Lines shown in a cell; the rest are counted (the tooltip lists them all). */
const SHOWN_LINES = 3;

const lineText = (line: Combination['components'][number]) => `${line.sku} × ${line.ratio}`;

const Lines = ({ row }: { row: Combination }) => {
  const shown = row.components.slice(0, SHOWN_LINES);
  const more = row.components.length - shown.length;
  return (
    <Tooltip title={more > 0 ? row.components.map(lineText).join(', ') : undefined}>
      <span data-testid={`combination-lines-${row.id}`}>
        {shown.map((line) => (
          <Tag key={line.productId}>{lineText(line)}</Tag>
        ))}
        {more > 0 && <Tag>+{more}</Tag>}
      </span>
    </Tooltip>
  );
};

/** The combination list's columns (keys match the export's). */
export const useCombinationColumns = (): ListColumn<Combination, CombinationFilters, NsKey<typeof NS>>[] => {
  const { t } = useTranslation(NS);
  return useMemo(
    (): ListColumn<Combination, CombinationFilters, NsKey<typeof NS>>[] => [
      {
        key: 'name',
        title: 'fields.name',
        sortable: true,
        fixed: 'left',
        width: 220,
        search: { type: 'text' },
        render: (row) => (
          <Link to={detailPath(row.id)} data-testid={`combination-link-${row.id}`}>
            {row.name}
          </Link>
        ),
      },
      {
        key: 'components',
        title: 'fields.components',
        width: 340,
        search: { type: 'text', field: 'sku', placeholder: t('form.skuSearch') },
        render: (row) => <Lines row={row} />,
      },
      {
        key: 'componentCount',
        title: 'fields.componentCount',
        width: 90,
        render: (row) => row.components.length,
      },
      {
        key: 'totalPcs',
        title: 'fields.totalPcs',
        sortable: true,
        width: 100,
        render: (row) => <span data-testid={`combination-total-${row.id}`}>{row.totalPcs}</span>,
      },
      { key: 'remark', title: 'fields.remark', ellipsis: true, render: (row) => row.remark ?? '-' },
      {
        key: 'createdBy',
        title: 'fields.createdBy',
        width: 120,
        defaultVisible: false,
        render: (row) => row.createdBy ?? '-',
      },
      createdAtColumn({ width: 170, defaultSearchVisible: false }),
      updatedAtColumn({ width: 170 }),
    ],
    [t],
  );
};
