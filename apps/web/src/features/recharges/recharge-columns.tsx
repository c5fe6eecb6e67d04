import {
  CURRENCIES,
  CURRENCY_SHORT,
  type Recharge,
  RECHARGE_DOCUMENT,
  RECHARGE_STATUSES,
  RECHARGE_TYPES,
  type RechargeFilters,
  type RechargeStatus,
  storedText,
} from '@oms/contracts';
import { formatCurrencyMoney } from '@/shared/lib/format';
import { uiLanguage } from '@/shared/lib/stored-text';
import {
  choiceColumn,
  createdAtColumn,
  dateColumn,
  pageLinkColumn,
  statusColumn,
  useListColumns,
} from '@/shared/list-page';
import { StatusTag } from '@/shared/ui/status-tag';

export const NS = 'recharges';
export const MANAGE_PATH = RECHARGE_DOCUMENT.listPath;
export const RECHARGE_PATH = '/finance/recharge';
export const detailPath = RECHARGE_DOCUMENT.detailPath;

export const STATUS_COLOR: Record<RechargeStatus, string> = RECHARGE_DOCUMENT.colors;

/** The recharge records' columns. */
export const useRechargeColumns = () =>
  useListColumns<Recharge, RechargeFilters, typeof NS>(NS, ({ t, language }) => [
    pageLinkColumn('number', 'fields.number', {
      to: (row) => detailPath(row.id),
      testId: (row) => `recharge-${row.number}`,
    }),
    choiceColumn('type', 'fields.type', RECHARGE_TYPES, (v) => t(`type.${v}`)),
    choiceColumn('currency', 'fields.currency', CURRENCIES, (v) => CURRENCY_SHORT[v]),
    {
      key: 'amount',
      title: 'fields.amount',
      sortable: true,
      render: (row) => formatCurrencyMoney(row.currency, row.amount),
    },
    {
      key: 'actualAmount',
      title: 'fields.actualAmount',
      render: (row) => formatCurrencyMoney(row.currency, row.actualAmount),
    },
    {
      key: 'receivingAccountNumber',
      title: 'fields.receivingAccount',
      defaultVisible: false,
      render: (row) =>
        row.receivingAccountNumber ? `${row.receivingBank} ${row.receivingAccountNumber}` : '-',
    },
    {
      key: 'payerAccount',
      title: 'fields.payerAccount',
      defaultVisible: false,
      render: (r) => r.payerAccount ?? '-',
    },
    { key: 'serial', title: 'fields.serial', search: { type: 'text' }, render: (r) => r.serial ?? '-' },
    statusColumn(RECHARGE_STATUSES, (s) => t(`status.${s}`), {
      render: (row) => (
        <StatusTag color={STATUS_COLOR[row.status]} testId={`recharge-status-${row.number}`}>
          {t(`status.${row.status}`)}
        </StatusTag>
      ),
    }),
    {
      key: 'rejectReason',
      title: 'fields.rejectReason',
      ellipsis: true,
      render: (r) => (r.rejectReason ? storedText(r.rejectReason, uiLanguage(language)) : '-'),
    },
    createdAtColumn(),
    dateColumn('decidedAt', 'fields.decidedAt', { sortable: true, defaultVisible: false }),
  ]);
