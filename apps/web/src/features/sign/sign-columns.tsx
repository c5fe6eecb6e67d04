import {
  type SignedWarehouse,
  SIGNING_DOCUMENT,
  SIGNING_STATUSES,
  type SigningFilters,
  type SigningStatus,
} from '@oms/contracts';
import { hasKey } from '@/shared/i18n/keys';
import { dateColumn, leadColumn, statusColumn, useListColumns } from '@/shared/list-page';
import { StatusTag } from '@/shared/ui/status-tag';

export const NS = 'sign';

export const STATUS_COLOR: Record<SigningStatus, string> = SIGNING_DOCUMENT.colors;

/** The signed warehouses list: search form, table, column settings and detail drawer. */
export const useSignColumns = () =>
  useListColumns<SignedWarehouse, SigningFilters, typeof NS>(NS, ({ t, language }) => [
    leadColumn('warehouseCode', 'fields.warehouseCode'),
    {
      key: 'warehouseName',
      title: 'fields.warehouseName',
      search: { type: 'text' },
      render: (row) => (language === 'en' ? row.nameEn : row.nameZh),
    },
    {
      key: 'country',
      title: 'fields.country',
      sortable: true,
      search: { type: 'text', placeholder: 'US' },
      render: (row) => {
        const key = `countries.${row.country}`;
        return hasKey(NS, key) ? t(key) : row.country;
      },
    },
    { key: 'address', title: 'fields.address', ellipsis: true },
    statusColumn(SIGNING_STATUSES, (s) => t(`status.${s}`), {
      sortable: false,
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
    {
      key: 'rejectReason',
      title: 'fields.rejectReason',
      ellipsis: true,
      defaultVisible: false,
      render: (row) => row.rejectReason ?? '-',
    },
    dateColumn('appliedAt', 'fields.appliedAt', { sortable: true }),
    dateColumn('decidedAt', 'fields.decidedAt', { defaultVisible: false }),
  ]);
