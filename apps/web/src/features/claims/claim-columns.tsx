import {
  type Claim,
  CLAIM_CATALOGUE,
  CLAIM_DOCUMENT,
  CLAIM_STATUSES,
  type ClaimFilters,
  type ClaimStatus,
} from '@oms/contracts';
import { createdAtColumn, pageLinkColumn, statusColumn, useCatalogueColumns } from '@/shared/list-page';
import { StatusTag } from '@/shared/ui/status-tag';

export const NS = 'claims';
export const MANAGE_PATH = CLAIM_DOCUMENT.listPath;
export const detailPath = CLAIM_DOCUMENT.detailPath;
/** Where the accounts' balances show. */
export const ACCOUNTS_PATH = '/finance/recharge';
/** Files of a claim go under this module (the file center's grouping). */
export const CLAIM_FILE_MODULE = 'claims';

export const STATUS_COLOR: Record<ClaimStatus, string> = CLAIM_DOCUMENT.colors;

/** The claims' columns: the catalogue's fields, the claim's page link and its status tag. */
export const useClaimColumns = () =>
  useCatalogueColumns<Claim, ClaimFilters>()(NS, CLAIM_CATALOGUE, ({ t, column }) => [
    pageLinkColumn('claimNo', 'fields.claimNo', {
      to: (row) => detailPath(row.id),
      testId: (row) => `claim-${row.claimNo}`,
    }),
    column('relatedType'),
    column('relatedNo', { search: { type: 'text' } }),
    column('claimType'),
    column('reason', { ellipsis: true }),
    column('currency'),
    column('expectedAmount', { sortable: true }),
    column('actualAmount', { testId: (row) => `claim-actual-${row.claimNo}` }),
    statusColumn(CLAIM_STATUSES, (s) => t(`status.${s}`), {
      render: (row) => (
        <StatusTag color={STATUS_COLOR[row.status]} testId={`claim-status-${row.claimNo}`}>
          {t(`status.${row.status}`)}
        </StatusTag>
      ),
    }),
    column('rejectReason', { ellipsis: true, defaultVisible: false }),
    column('attachments', { defaultVisible: false }),
    column('createdBy', { defaultVisible: false }),
    createdAtColumn(),
    column('decidedAt', { sortable: true, defaultVisible: false }),
  ]);
