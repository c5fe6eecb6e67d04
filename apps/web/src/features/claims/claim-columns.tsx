import {
  type Claim,
  CLAIM_DOCUMENT,
  CLAIM_DOCUMENT_TYPES,
  CLAIM_STATUSES,
  CLAIM_TYPES,
  type ClaimFilters,
  type ClaimStatus,
  CURRENCIES,
  CURRENCY_SHORT,
} from '@oms/contracts';
import { formatCurrencyMoney } from '@/shared/lib/format';
import {
  choiceColumn,
  createdAtColumn,
  dateColumn,
  pageLinkColumn,
  statusColumn,
  useListColumns,
} from '@/shared/list-page';
import { StatusTag } from '@/shared/ui/status-tag';

export const NS = 'claims';
export const MANAGE_PATH = CLAIM_DOCUMENT.listPath;
export const detailPath = CLAIM_DOCUMENT.detailPath;
/** Where the accounts' balances show. */
export const ACCOUNTS_PATH = '/finance/recharge';
/** Files of a claim go under this module (the file center's grouping). */
export const CLAIM_FILE_MODULE = 'claims';

export const STATUS_COLOR: Record<ClaimStatus, string> = CLAIM_DOCUMENT.colors;

/** The claims' columns. */
export const useClaimColumns = () =>
  useListColumns<Claim, ClaimFilters, typeof NS>(NS, ({ t }) => [
    pageLinkColumn('claimNo', 'fields.claimNo', {
      to: (row) => detailPath(row.id),
      testId: (row) => `claim-${row.claimNo}`,
    }),
    choiceColumn('relatedType', 'fields.relatedType', CLAIM_DOCUMENT_TYPES, (v) => t(`relatedType.${v}`)),
    { key: 'relatedNo', title: 'fields.relatedNo', search: { type: 'text' } },
    choiceColumn('claimType', 'fields.claimType', CLAIM_TYPES, (v) => t(`claimType.${v}`)),
    { key: 'reason', title: 'fields.reason', ellipsis: true },
    choiceColumn('currency', 'fields.currency', CURRENCIES, (v) => CURRENCY_SHORT[v]),
    {
      key: 'expectedAmount',
      title: 'fields.expectedAmount',
      sortable: true,
      render: (row) => formatCurrencyMoney(row.currency, row.expectedAmount),
    },
    {
      key: 'actualAmount',
      title: 'fields.actualAmount',
      render: (row) => (
        <span data-testid={`claim-actual-${row.claimNo}`}>
          {formatCurrencyMoney(row.currency, row.actualAmount)}
        </span>
      ),
    },
    statusColumn(CLAIM_STATUSES, (s) => t(`status.${s}`), {
      render: (row) => (
        <StatusTag color={STATUS_COLOR[row.status]} testId={`claim-status-${row.claimNo}`}>
          {t(`status.${row.status}`)}
        </StatusTag>
      ),
    }),
    {
      key: 'rejectReason',
      title: 'fields.rejectReason',
      ellipsis: true,
      defaultVisible: false,
      render: (r) => r.rejectReason ?? '-',
    },
    {
      key: 'attachments',
      title: 'fields.attachments',
      defaultVisible: false,
      render: (r) => String(r.attachments.length),
    },
    { key: 'createdBy', title: 'fields.createdBy', defaultVisible: false, render: (r) => r.createdBy ?? '-' },
    createdAtColumn(),
    dateColumn('decidedAt', 'fields.decidedAt', { sortable: true, defaultVisible: false }),
  ]);
