import {
  SIGNING_CATALOGUE,
  SIGNING_DOCUMENT,
  type SignedWarehouse,
  type SigningFilters,
  type SigningStatus,
} from '@oms/contracts';
import { leadColumn, useCatalogueColumns } from '@/shared/list-page';
import { StatusTag } from '@/shared/ui/status-tag';

export const NS = 'sign';

export const STATUS_COLOR: Record<SigningStatus, string> = SIGNING_DOCUMENT.colors;

/** The signed warehouses' columns (and detail drawer): the catalogue's fields, the state as a tag. */
export const useSignColumns = () =>
  useCatalogueColumns<SignedWarehouse, SigningFilters>()(NS, SIGNING_CATALOGUE, ({ t, column }) => [
    leadColumn('warehouseCode', 'fields.warehouseCode'),
    column('warehouseName', { search: { type: 'text' } }),
    // Searched by the code as typed: the filter takes a code, not a choice among every country.
    column('country', { sortable: true, search: { type: 'text', placeholder: 'US' } }),
    column('address', { ellipsis: true }),
    column('status', {
      render: (row) => (
        <StatusTag
          color={STATUS_COLOR[row.status]}
          testId="signing-status"
          status={row.status}
          reason={row.status === 'REJECTED' ? row.rejectReason : undefined}
        >
          {t(`status.${row.status}`)}
        </StatusTag>
      ),
    }),
    column('rejectReason', { ellipsis: true, defaultVisible: false }),
    column('appliedAt', { sortable: true }),
    column('decidedAt', { defaultVisible: false }),
  ]);
