import { Link } from 'react-router';
import { Tag } from 'antd';
import {
  CURRENCIES,
  CURRENCY_SHORT,
  DISPUTE_FILTERS,
  FEE_STATUSES,
  FEE_TYPES,
  feeNameOf,
  type FeeFilters,
  type FeeRow,
} from '@oms/contracts';
import {
  choiceColumn,
  choiceSearch,
  dateColumn,
  remarkColumn,
  useListColumns,
  warehouseColumn,
} from '@/shared/list-page';
import { useFeeWarehouses } from './api';
import { formatCurrencyMoney } from '@/shared/lib/format';
import { DISPUTE_COLOR, FEE_STATUS_COLOR, NS, detailPath } from './lib/display';
import { uiLanguage } from '@/shared/lib/stored-text';
import { warehouseName } from '@/shared/lib/warehouse';

/** The fee lines' columns: search items, table, column configuration and export from one list. */
export const useFeeColumns = () => {
  const warehouses = useFeeWarehouses().data ?? [];
  return useListColumns<FeeRow, FeeFilters, typeof NS>(NS, ({ t, language }) => [
    dateColumn('createdAt', 'fields.createdAt', {
      sortable: true,
      search: { type: 'dateRange', from: 'createdFrom', to: 'createdTo' },
    }),
    choiceColumn('feeType', 'fields.feeType', FEE_TYPES, (v) => t(`feeType.${v}`), {
      render: (row) => (
        <Link to={detailPath(row.id)} data-testid={`fee-${row.id}`}>
          {t(`feeType.${row.feeType}`)}
        </Link>
      ),
    }),
    {
      key: 'name',
      title: 'fields.name',
      render: (row) => feeNameOf(row, (v) => t(`feeType.${v}`), uiLanguage(language)),
    },
    choiceColumn('currency', 'fields.currency', CURRENCIES, (v) => CURRENCY_SHORT[v]),
    {
      key: 'unitPrice',
      title: 'fields.unitPrice',
      defaultVisible: false,
      render: (r) => formatCurrencyMoney(r.currency, r.unitPrice),
    },
    { key: 'quantity', title: 'fields.quantity', defaultVisible: false },
    { key: 'amount', title: 'fields.amount', render: (r) => formatCurrencyMoney(r.currency, r.amount) },
    { key: 'deducted', title: 'fields.deducted', render: (r) => formatCurrencyMoney(r.currency, r.deducted) },
    { key: 'refunded', title: 'fields.refunded', render: (r) => formatCurrencyMoney(r.currency, r.refunded) },
    {
      key: 'status',
      title: 'fields.status',
      search: choiceSearch(FEE_STATUSES, (s) => t(`status.${s}`)),
      render: (row) => <Tag color={FEE_STATUS_COLOR[row.status]}>{t(`status.${row.status}`)}</Tag>,
    },
    {
      key: 'documentType',
      title: 'fields.documentType',
      defaultVisible: false,
      render: (row) => t(`documentType.${row.documentType}`),
    },
    { key: 'documentNo', title: 'fields.documentNo', search: { type: 'text' } },
    warehouseColumn(warehouses, (w) => warehouseName(w, language)),
    {
      key: 'disputeState',
      title: 'fields.disputeState',
      search: choiceSearch(DISPUTE_FILTERS, (s) => t(`disputeState.${s}`)),
      render: (row) =>
        row.disputeState ? (
          <Tag color={DISPUTE_COLOR[row.disputeState]} data-testid={`fee-dispute-${row.id}`}>
            {t(`disputeState.${row.disputeState}`)}
          </Tag>
        ) : (
          '-'
        ),
    },
    remarkColumn(),
    dateColumn('deductedAt', 'fields.deductedAt', { defaultVisible: false }),
  ]);
};
