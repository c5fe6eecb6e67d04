import { VAS_CATALOGUE, VAS_STATUSES, type VasFilters, type VasOrder } from '@oms/contracts';
import { createdAtColumn, pageLinkColumn, statusColumn, useCatalogueColumns } from '@/shared/list-page';
import { StatusTag } from '@/shared/ui/status-tag';
import { useVasWarehouses } from './api';
import { detailPath, NS, STATUS_COLOR } from './lib/display';

/** The VAS orders' columns: search items, table, column configuration and export from one list. */
export const useVasColumns = () =>
  useCatalogueColumns<VasOrder, VasFilters>()(
    NS,
    VAS_CATALOGUE,
    ({ t, column }) => [
      pageLinkColumn(
        'vasNo',
        'fields.vasNo',
        { to: (row) => detailPath(row.id), testId: (row) => `vas-${row.vasNo}` },
        { search: { type: 'text' } },
      ),
      column('warehouse'),
      column('serviceType'),
      column('skus', { ellipsis: true }),
      { key: 'sku', title: 'search.sku', searchOnly: true, search: { type: 'text' } },
      column('lineCount', { defaultVisible: false }),
      column('totalQuantity', { sortable: true }),
      column('quoteAmount'),
      statusColumn(VAS_STATUSES, (s) => t(`status.${s}`), {
        render: (row) => (
          <StatusTag
            color={STATUS_COLOR[row.status]}
            status={row.status}
            testId={`vas-status-${row.vasNo}`}
            reason={row.rejectReason ?? undefined}
          >
            {t(`status.${row.status}`)}
          </StatusTag>
        ),
      }),
      column('requirements', { ellipsis: true, defaultVisible: false }),
      column('quoteNote', { ellipsis: true, defaultVisible: false }),
      column('createdBy', { defaultVisible: false }),
      createdAtColumn(),
      column('submittedAt', { defaultVisible: false }),
      column('quotedAt', { defaultVisible: false }),
      column('confirmedAt', { defaultVisible: false }),
      column('completedAt', { sortable: true }),
      column('rejectReason', { ellipsis: true, defaultVisible: false }),
      column('resultNote', { ellipsis: true, defaultVisible: false }),
      column('remark', { ellipsis: true, defaultVisible: false }),
    ],
    { warehouses: useVasWarehouses().data },
  );
