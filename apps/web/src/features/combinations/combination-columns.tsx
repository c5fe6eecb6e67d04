import { Tag, Tooltip } from 'antd';
import type { Combination, CombinationFilters } from '@oms/contracts';
import {
  createdAtColumn,
  pageLinkColumn,
  remarkColumn,
  updatedAtColumn,
  useListColumns,
} from '@/shared/list-page';
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

/** The combination list's columns (keys match the export's); the name opens the detail page. */
export const useCombinationColumns = () =>
  useListColumns<Combination, CombinationFilters, typeof NS>(NS, ({ t }) => [
    pageLinkColumn(
      'name',
      'fields.name',
      { to: (row) => detailPath(row.id), testId: (row) => `combination-link-${row.id}` },
      { width: 220 },
    ),
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
    remarkColumn(),
    {
      key: 'createdBy',
      title: 'fields.createdBy',
      width: 120,
      defaultVisible: false,
      render: (row) => row.createdBy ?? '-',
    },
    createdAtColumn({ width: 170, defaultSearchVisible: false }),
    updatedAtColumn({ width: 170 }),
  ]);
