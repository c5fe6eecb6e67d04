import { Typography } from 'antd';
import {
  HEAD_LEG_SERVICES,
  INBOUND_STATUSES,
  INBOUND_TYPES,
  type InboundFilters,
  type InboundOrder,
} from '@oms/contracts';
import {
  choiceColumn,
  createdAtColumn,
  dateColumn,
  pageLinkColumn,
  remarkColumn,
  statusColumn,
  useListColumns,
  warehouseColumn,
} from '@/shared/list-page';
import { StatusTag } from '@/shared/ui/status-tag';
import { useInboundWarehouses } from './api';
import { detailPath, differenceOf, NS, STATUS_COLOR } from './lib/display';
import { warehouseLabel } from '@/shared/lib/warehouse';

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
export const useInboundColumns = () => {
  // Read when it loads: the warehouse search's choices are built with the columns.
  const warehouses = useInboundWarehouses().data;
  return useListColumns<InboundOrder, InboundFilters, typeof NS>(
    NS,
    ({ t, language }) => [
      pageLinkColumn('orderNo', 'fields.orderNo', {
        to: (row) => detailPath(row.id),
        testId: (row) => `inbound-${row.orderNo}`,
      }),
      choiceColumn('inboundType', 'fields.inboundType', INBOUND_TYPES, (v) => t(`inboundType.${v}`)),
      choiceColumn('headLeg', 'fields.headLeg', HEAD_LEG_SERVICES, (v) => t(`headLeg.${v}`)),
      warehouseColumn(warehouses ?? [], (w) => warehouseLabel(w, language)),
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
      {
        key: 'containerNo',
        title: 'fields.containerNo',
        search: { type: 'text' },
        render: (r) => r.containerNo ?? '-',
      },
      { key: 'sku', title: 'fields.sku', searchOnly: true, search: { type: 'text' } },
      { key: 'totalBoxes', title: 'fields.totalBoxes' },
      { key: 'totalQuantity', title: 'fields.totalQuantity' },
      {
        key: 'receivedQuantity',
        title: 'fields.receivedQuantity',
        render: (r) => (r.receivedQuantity === null ? '-' : r.receivedQuantity),
      },
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
      {
        key: 'expectedArrival',
        title: 'fields.expectedArrival',
        sortable: true,
        render: (r) => r.expectedArrival,
      },
      { key: 'skuCount', title: 'fields.skuCount', defaultVisible: false },
      {
        key: 'createdBy',
        title: 'fields.createdBy',
        defaultVisible: false,
        render: (r) => r.createdBy ?? '-',
      },
      remarkColumn<InboundOrder, InboundFilters>({ defaultVisible: false }),
      createdAtColumn(),
      dateColumn('submittedAt', 'fields.submittedAt', { defaultVisible: false }),
      dateColumn('completedAt', 'fields.completedAt', { defaultVisible: false }),
    ],
    [warehouses],
  );
};
