import { RELABEL_CATALOGUE, RELABEL_STATUSES, type RelabelFilters, type RelabelOrder } from '@oms/contracts';
import { createdAtColumn, pageLinkColumn, statusColumn, useCatalogueColumns } from '@/shared/list-page';
import { StatusTag } from '@/shared/ui/status-tag';
import { useRelabelWarehouses } from './api';
import { detailPath, NS, STATUS_COLOR } from './lib/display';

/** The relabel orders' columns: search items, table, column configuration and export from one list. */
export const useRelabelColumns = () =>
  useCatalogueColumns<RelabelOrder, RelabelFilters>()(
    NS,
    RELABEL_CATALOGUE,
    ({ t, column }) => [
      pageLinkColumn(
        'relabelNo',
        'fields.relabelNo',
        { to: (row) => detailPath(row.id), testId: (row) => `relabel-${row.relabelNo}` },
        { search: { type: 'text' } },
      ),
      column('warehouse'),
      column('skus', { ellipsis: true }),
      { key: 'sku', title: 'search.sku', searchOnly: true, search: { type: 'text' } },
      column('lineCount'),
      column('totalQuantity', { sortable: true }),
      column('actualQuantity'),
      statusColumn(RELABEL_STATUSES, (s) => t(`status.${s}`), {
        render: (row) => (
          <StatusTag
            color={STATUS_COLOR[row.status]}
            status={row.status}
            testId={`relabel-status-${row.relabelNo}`}
            reason={row.rejectReason ?? undefined}
          >
            {t(`status.${row.status}`)}
          </StatusTag>
        ),
      }),
      column('createdBy', { defaultVisible: false }),
      createdAtColumn(),
      column('submittedAt', { defaultVisible: false }),
      column('completedAt', { sortable: true }),
      column('remark', { ellipsis: true, defaultVisible: false }),
      column('rejectReason', { ellipsis: true, defaultVisible: false }),
    ],
    { warehouses: useRelabelWarehouses().data },
  );
