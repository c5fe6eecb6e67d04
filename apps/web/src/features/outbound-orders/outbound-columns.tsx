import {
  OUTBOUND_CATALOGUE,
  OUTBOUND_STATUSES,
  type HoldReason,
  type OutboundErrorReason,
  type OutboundFilters,
  type OutboundOrder,
} from '@oms/contracts';
import { createdAtColumn, pageLinkColumn, statusColumn, useCatalogueColumns } from '@/shared/list-page';
import { StatusTag } from '@/shared/ui/status-tag';
import { useOutboundWarehouses } from './api';
import { detailPath, NS, STATUS_COLOR } from './lib/display';

/** Why an order waits or failed, in the reader's words (its tag's tooltip). */
export const reasonOf = (
  t: (key: `holdReason.${HoldReason}` | `errorReason.${OutboundErrorReason}`) => string,
  row: Pick<OutboundOrder, 'holdReasons' | 'errorReason' | 'errorNote'>,
) =>
  row.holdReasons.length > 0
    ? row.holdReasons.map((h) => t(`holdReason.${h}`)).join(', ')
    : row.errorReason
      ? [t(`errorReason.${row.errorReason}`), row.errorNote].filter(Boolean).join(': ')
      : undefined;

/** The outbound orders' columns: search items, table, column configuration and export from one list. */
export const useOutboundColumns = () =>
  useCatalogueColumns<OutboundOrder, OutboundFilters>()(
    NS,
    OUTBOUND_CATALOGUE,
    ({ t, column }) => [
      pageLinkColumn(
        'orderNo',
        'fields.orderNo',
        { to: (row) => detailPath(row.id), testId: (row) => `outbound-${row.orderNo}` },
        { search: { type: 'text' } },
      ),
      column('referenceNo'),
      column('type'),
      column('warehouse'),
      statusColumn(OUTBOUND_STATUSES, (s) => t(`status.${s}`), {
        render: (row) => (
          <StatusTag
            color={STATUS_COLOR[row.status]}
            status={row.status}
            testId={`outbound-status-${row.orderNo}`}
            reason={reasonOf(t, row)}
          >
            {t(`status.${row.status}`)}
          </StatusTag>
        ),
      }),
      column('recipientName', { search: { type: 'text' } }),
      column('country'),
      column('serviceCode'),
      column('trackingNos', { search: { type: 'text', field: 'trackingNo' } }),
      { key: 'sku', title: 'fields.sku', searchOnly: true, search: { type: 'text' } },
      column('skuCount', { defaultVisible: false }),
      column('totalQuantity'),
      column('estimate'),
      column('createdBy', { defaultVisible: false }),
      column('remark', { ellipsis: true, defaultVisible: false }),
      createdAtColumn(),
      column('submittedAt', { defaultVisible: false }),
      column('shippedAt', { sortable: true }),
    ],
    { warehouses: useOutboundWarehouses().data },
  );
