import { Typography } from 'antd';
import { INBOUND_CATALOGUE, INBOUND_STATUSES, type InboundFilters, type InboundOrder } from '@oms/contracts';
import { createdAtColumn, pageLinkColumn, statusColumn, useCatalogueColumns } from '@/shared/list-page';
import { StatusTag } from '@/shared/ui/status-tag';
import { useInboundWarehouses } from './api';
import { detailPath, differenceOf, NS, STATUS_COLOR } from './lib/display';

/** A difference: red when short, orange when over, '-' before receipt. */
export const Difference = ({ value, testId }: { value: number | null; testId?: string }) =>
  value === null ? (
    <span data-testid={testId}>-</span>
  ) : (
    <Typography.Text
      type={value < 0 ? 'danger' : value > 0 ? 'warning' : undefined}
      strong={value !== 0}
      data-testid={testId}
      data-value={value}
    >
      {value > 0 ? `+${value}` : value}
    </Typography.Text>
  );

/** The inbound orders' columns: search items, table, column configuration and export from one list. */
export const useInboundColumns = () =>
  useCatalogueColumns<InboundOrder, InboundFilters>()(
    NS,
    INBOUND_CATALOGUE,
    ({ t, column }) => [
      pageLinkColumn('orderNo', 'fields.orderNo', {
        to: (row) => detailPath(row.id),
        testId: (row) => `inbound-${row.orderNo}`,
      }),
      column('inboundType'),
      column('headLeg'),
      column('warehouse'),
      statusColumn(INBOUND_STATUSES, (s) => t(`status.${s}`), {
        render: (row) => (
          <StatusTag
            color={STATUS_COLOR[row.status]}
            status={row.status}
            testId={`inbound-status-${row.orderNo}`}
            reason={row.rejectReason ?? row.errorReason ?? undefined}
          >
            {t(`status.${row.status}`)}
          </StatusTag>
        ),
      }),
      column('containerNo', { search: { type: 'text' } }),
      { key: 'sku', title: 'fields.sku', searchOnly: true, search: { type: 'text' } },
      column('totalBoxes'),
      column('totalQuantity'),
      column('receivedQuantity'),
      {
        key: 'difference',
        title: 'fields.difference',
        exportable: false,
        render: (r) => (
          <Difference
            value={differenceOf(r.totalQuantity, r.receivedQuantity)}
            testId={`inbound-difference-${r.orderNo}`}
          />
        ),
      },
      column('expectedArrival', { sortable: true }),
      column('skuCount', { defaultVisible: false }),
      column('createdBy', { defaultVisible: false }),
      column('remark', { ellipsis: true, defaultVisible: false }),
      createdAtColumn(),
      column('submittedAt', { defaultVisible: false }),
      column('completedAt', { defaultVisible: false }),
    ],
    { warehouses: useInboundWarehouses().data },
  );
