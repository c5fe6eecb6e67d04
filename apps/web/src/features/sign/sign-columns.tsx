import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Tag, Tooltip } from 'antd';
import {
  SIGNING_STATUSES,
  type SignedWarehouse,
  type SigningFilters,
  type SigningStatus,
} from '@oms/contracts';
import { formatDate } from '@/shared/lib/format';
import { hasKey, type NsKey } from '@/shared/i18n/keys';
import type { ListColumn } from '@/shared/list-page';

export const NS = 'sign';

export const STATUS_COLOR: Record<SigningStatus, string> = {
  UNSIGNED: 'default',
  PENDING_REVIEW: 'processing',
  SIGNED: 'success',
  REJECTED: 'error',
};

/** The signed warehouses list: search form, table, column settings and detail drawer. */
export const useSignColumns = (): ListColumn<SignedWarehouse, SigningFilters, NsKey<typeof NS>>[] => {
  const { t, i18n } = useTranslation(NS);
  const en = i18n.language === 'en';
  return useMemo(
    (): ListColumn<SignedWarehouse, SigningFilters, NsKey<typeof NS>>[] => [
      {
        key: 'warehouseCode',
        title: 'fields.warehouseCode',
        sortable: true,
        fixed: 'left',
        detailLink: true,
        search: { type: 'text' },
      },
      {
        key: 'warehouseName',
        title: 'fields.warehouseName',
        search: { type: 'text' },
        render: (row) => (en ? row.nameEn : row.nameZh),
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
      {
        key: 'status',
        title: 'fields.status',
        search: {
          type: 'select',
          options: SIGNING_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
        },
        render: (row) => {
          const tag = (
            <Tag color={STATUS_COLOR[row.status]} data-testid="signing-status" data-status={row.status}>
              {t(`status.${row.status}`)}
            </Tag>
          );
          return row.status === 'REJECTED' && row.rejectReason ? (
            <Tooltip title={row.rejectReason}>{tag}</Tooltip>
          ) : (
            tag
          );
        },
      },
      {
        key: 'rejectReason',
        title: 'fields.rejectReason',
        ellipsis: true,
        defaultVisible: false,
        render: (row) => row.rejectReason ?? '-',
      },
      {
        key: 'appliedAt',
        title: 'fields.appliedAt',
        sortable: true,
        render: (row) => formatDate(row.appliedAt),
      },
      {
        key: 'decidedAt',
        title: 'fields.decidedAt',
        defaultVisible: false,
        render: (row) => formatDate(row.decidedAt),
      },
    ],
    [t, en],
  );
};
