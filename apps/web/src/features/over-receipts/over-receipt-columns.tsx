import { Link } from 'react-router';
import {
  OVER_RECEIPT_CATALOGUE,
  OVER_RECEIPT_DOCUMENT,
  OVER_RECEIPT_STATUSES,
  type OverReceipt,
  type OverReceiptDecision,
  type OverReceiptFilters,
  type OverReceiptStatus,
} from '@oms/contracts';
import { Tag } from 'antd';
import { createdAtColumn, pageLinkColumn, statusColumn, useCatalogueColumns } from '@/shared/list-page';
import { StatusTag } from '@/shared/ui/status-tag';
import { inboundDetailPath } from '@/features/inbound-orders';
import { useOverReceiptWarehouses } from './api';

export const NS = 'over-receipts';
export const MANAGE_PATH = OVER_RECEIPT_DOCUMENT.listPath;
export const detailPath = OVER_RECEIPT_DOCUMENT.detailPath;

export const STATUS_COLOR: Record<OverReceiptStatus, string> = OVER_RECEIPT_DOCUMENT.colors;
export const DECISION_COLOR: Record<OverReceiptDecision, string> = { ACCEPTED: 'green', REJECTED: 'volcano' };

/** The over-receipts' columns: the catalogue's fields, the page links and the status and decision tags. */
export const useOverReceiptColumns = () =>
  useCatalogueColumns<OverReceipt, OverReceiptFilters>()(
    NS,
    OVER_RECEIPT_CATALOGUE,
    ({ t, column }) => [
      pageLinkColumn('overReceiptNo', 'fields.overReceiptNo', {
        to: (row) => detailPath(row.id),
        testId: (row) => `over-receipt-${row.overReceiptNo}`,
      }),
      column('inboundOrderNo', {
        search: { type: 'text' },
        render: (row) => <Link to={inboundDetailPath(row.inboundOrderId)}>{row.inboundOrderNo}</Link>,
      }),
      column('sku', { search: { type: 'text' } }),
      column('productName', { ellipsis: true }),
      column('warehouse'),
      column('forecast'),
      column('received'),
      column('excess', { sortable: true, testId: (row) => `over-receipt-excess-${row.overReceiptNo}` }),
      statusColumn(OVER_RECEIPT_STATUSES, (s) => t(`status.${s}`), {
        render: (row) => (
          <StatusTag color={STATUS_COLOR[row.status]} testId={`over-receipt-status-${row.overReceiptNo}`}>
            {t(`status.${row.status}`)}
          </StatusTag>
        ),
      }),
      column('decision', {
        render: (row) =>
          row.decision ? (
            <Tag color={DECISION_COLOR[row.decision]}>{t(`decision.${row.decision}`)}</Tag>
          ) : (
            '-'
          ),
      }),
      column('decidedBy', { defaultVisible: false }),
      createdAtColumn(),
      column('decidedAt', { sortable: true, defaultVisible: false }),
    ],
    { warehouses: useOverReceiptWarehouses().data },
  );
