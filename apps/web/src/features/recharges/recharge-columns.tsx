import {
  type Recharge,
  RECHARGE_CATALOGUE,
  RECHARGE_DOCUMENT,
  RECHARGE_STATUSES,
  type RechargeFilters,
  type RechargeStatus,
} from '@oms/contracts';
import { createdAtColumn, pageLinkColumn, statusColumn, useCatalogueColumns } from '@/shared/list-page';
import { StatusTag } from '@/shared/ui/status-tag';

export const NS = 'recharges';
export const MANAGE_PATH = RECHARGE_DOCUMENT.listPath;
export const RECHARGE_PATH = '/finance/recharge';
export const detailPath = RECHARGE_DOCUMENT.detailPath;

export const STATUS_COLOR: Record<RechargeStatus, string> = RECHARGE_DOCUMENT.colors;

/** The recharge records' columns: the catalogue's fields, the recharge's page link and its status tag. */
export const useRechargeColumns = () =>
  useCatalogueColumns<Recharge, RechargeFilters>()(NS, RECHARGE_CATALOGUE, ({ t, column }) => [
    pageLinkColumn('number', 'fields.number', {
      to: (row) => detailPath(row.id),
      testId: (row) => `recharge-${row.number}`,
    }),
    column('type'),
    column('currency'),
    column('amount', { sortable: true }),
    column('actualAmount'),
    // Titled as the receiving account it shows (bank and number), under the key users' settings name.
    { ...column('receivingAccountNumber', { defaultVisible: false }), title: 'fields.receivingAccount' },
    column('payerAccount', { defaultVisible: false }),
    column('serial', { search: { type: 'text' } }),
    statusColumn(RECHARGE_STATUSES, (s) => t(`status.${s}`), {
      render: (row) => (
        <StatusTag color={STATUS_COLOR[row.status]} testId={`recharge-status-${row.number}`}>
          {t(`status.${row.status}`)}
        </StatusTag>
      ),
    }),
    column('rejectReason', { ellipsis: true }),
    createdAtColumn(),
    column('decidedAt', { sortable: true, defaultVisible: false }),
  ]);
