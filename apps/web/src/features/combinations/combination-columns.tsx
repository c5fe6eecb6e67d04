import { Tag, Tooltip } from 'antd';
import {
  COMBINATION_CATALOGUE,
  componentLineText,
  type Combination,
  type CombinationFilters,
} from '@oms/contracts';
import { createdAtColumn, pageLinkColumn, updatedAtColumn, useCatalogueColumns } from '@/shared/list-page';
import { detailPath, NS } from './lib/display';

/** Lines shown in a cell; the rest are counted (the tooltip lists them all). */
const SHOWN_LINES = 3;

const Lines = ({ row }: { row: Combination }) => {
  const shown = row.components.slice(0, SHOWN_LINES);
  const more = row.components.length - shown.length;
  return (
    <Tooltip title={more > 0 ? row.components.map(componentLineText).join(', ') : undefined}>
      <span data-testid={`combination-lines-${row.id}`}>
        {shown.map((line) => (
          <Tag key={line.productId}>{componentLineText(line)}</Tag>
        ))}
        {more > 0 && <Tag>+{more}</Tag>}
      </span>
    </Tooltip>
  );
};

/** The combination list's columns (keys match the export's): the catalogue's fields; the name opens the detail page. */
export const useCombinationColumns = () =>
  useCatalogueColumns<Combination, CombinationFilters>()(NS, COMBINATION_CATALOGUE, ({ t, column }) => [
    pageLinkColumn(
      'name',
      'fields.name',
      { to: (row) => detailPath(row.id), testId: (row) => `combination-link-${row.id}` },
      { width: 220 },
    ),
    column('components', {
      width: 340,
      search: { type: 'text', field: 'sku', placeholder: t('form.skuSearch') },
      render: (row) => <Lines row={row} />,
    }),
    column('componentCount', { width: 90 }),
    column('totalPcs', { sortable: true, width: 100, testId: (row) => `combination-total-${row.id}` }),
    column('remark', { ellipsis: true }),
    column('createdBy', { width: 120, defaultVisible: false }),
    createdAtColumn({ width: 170, defaultSearchVisible: false }),
    updatedAtColumn({ width: 170 }),
  ]);
