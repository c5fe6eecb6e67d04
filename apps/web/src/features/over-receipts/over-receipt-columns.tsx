import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  OVER_RECEIPT_DECISIONS,
  OVER_RECEIPT_DOCUMENT,
  OVER_RECEIPT_STATUSES,
  type OverReceipt,
  type OverReceiptDecision,
  type OverReceiptFilters,
  type OverReceiptStatus,
} from '@oms/contracts';
import { Tag } from 'antd';
import {
  choiceSearch,
  createdAtColumn,
  dateColumn,
  pageLinkColumn,
  statusColumn,
  useListColumns,
  warehouseColumn,
} from '@/shared/list-page';
import { StatusTag } from '@/shared/ui/status-tag';
import { inboundDetailPath } from '@/features/inbound-orders';
import { useOverReceiptWarehouses } from './api';
import { warehouseName } from '@/shared/lib/warehouse';

export const NS = 'over-receipts';
export const MANAGE_PATH = OVER_RECEIPT_DOCUMENT.listPath;
export const detailPath = OVER_RECEIPT_DOCUMENT.detailPath;

export const STATUS_COLOR: Record<OverReceiptStatus, string> = OVER_RECEIPT_DOCUMENT.colors;
export const DECISION_COLOR: Record<OverReceiptDecision, string> = { ACCEPTED: 'green', REJECTED: 'volcano' };

/** The over-receipts' columns. */
export const useOverReceiptColumns = () => {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const warehouses = useOverReceiptWarehouses().data ?? [];
  return useListColumns<OverReceipt, OverReceiptFilters, typeof NS>(NS, ({ t }) => [
    pageLinkColumn('overReceiptNo', 'fields.overReceiptNo', {
      to: (row) => detailPath(row.id),
      testId: (row) => `over-receipt-${row.overReceiptNo}`,
    }),
    {
      key: 'inboundOrderNo',
      title: 'fields.inboundOrderNo',
      search: { type: 'text' },
      render: (row) => <Link to={inboundDetailPath(row.inboundOrderId)}>{row.inboundOrderNo}</Link>,
    },
    { key: 'sku', title: 'fields.sku', search: { type: 'text' } },
    { key: 'productName', title: 'fields.productName', ellipsis: true },
    warehouseColumn(warehouses, (w) => warehouseName(w, language)),
    { key: 'forecast', title: 'fields.forecast' },
    { key: 'received', title: 'fields.received' },
    {
      key: 'excess',
      title: 'fields.excess',
      sortable: true,
      render: (row) => <span data-testid={`over-receipt-excess-${row.overReceiptNo}`}>{row.excess}</span>,
    },
    statusColumn(OVER_RECEIPT_STATUSES, (s) => t(`status.${s}`), {
      render: (row) => (
        <StatusTag color={STATUS_COLOR[row.status]} testId={`over-receipt-status-${row.overReceiptNo}`}>
          {t(`status.${row.status}`)}
        </StatusTag>
      ),
    }),
    {
      key: 'decision',
      title: 'fields.decision',
      search: choiceSearch(OVER_RECEIPT_DECISIONS, (v) => t(`decision.${v}`)),
      render: (row) =>
        row.decision ? <Tag color={DECISION_COLOR[row.decision]}>{t(`decision.${row.decision}`)}</Tag> : '-',
    },
    { key: 'decidedBy', title: 'fields.decidedBy', defaultVisible: false, render: (r) => r.decidedBy ?? '-' },
    createdAtColumn(),
    dateColumn('decidedAt', 'fields.decidedAt', { sortable: true, defaultVisible: false }),
  ]);
};
