import { RETURN_CATALOGUE, RETURN_STATUSES, type ReturnFilters, type ReturnOrder } from '@oms/contracts';
import { createdAtColumn, pageLinkColumn, statusColumn, useCatalogueColumns } from '@/shared/list-page';
import { StatusTag } from '@/shared/ui/status-tag';
import { useReturnWarehouses } from './api';
import { detailPath, NS, STATUS_COLOR } from './lib/display';

/** The returns' columns: search items, table, column configuration and export from one list. */
export const useReturnColumns = () =>
  useCatalogueColumns<ReturnOrder, ReturnFilters>()(
    NS,
    RETURN_CATALOGUE,
    ({ t, column }) => [
      pageLinkColumn(
        'returnNo',
        'fields.returnNo',
        { to: (row) => detailPath(row.id), testId: (row) => `return-${row.returnNo}` },
        { search: { type: 'text' } },
      ),
      column('warehouse'),
      column('outboundNo', { search: { type: 'text' } }),
      column('trackingNo', { search: { type: 'text' } }),
      column('carrier', { defaultVisible: false }),
      column('buyerName'),
      column('skus', { ellipsis: true }),
      { key: 'sku', title: 'search.sku', searchOnly: true, search: { type: 'text' } },
      column('lineCount', { defaultVisible: false }),
      column('totalQuantity', { sortable: true }),
      column('sellableQuantity'),
      column('unsellableQuantity'),
      column('destroyedQuantity'),
      statusColumn(RETURN_STATUSES, (s) => t(`status.${s}`), {
        render: (row) => (
          <StatusTag
            color={STATUS_COLOR[row.status]}
            status={row.status}
            testId={`return-status-${row.returnNo}`}
          >
            {t(`status.${row.status}`)}
          </StatusTag>
        ),
      }),
      column('createdBy', { defaultVisible: false }),
      createdAtColumn(),
      column('submittedAt', { defaultVisible: false }),
      column('receivedAt', { defaultVisible: false }),
      column('completedAt', { sortable: true }),
      column('remark', { ellipsis: true, defaultVisible: false }),
    ],
    { warehouses: useReturnWarehouses().data },
  );
