import { useMemo } from 'react';
import type { Brand, BrandFilters } from '@oms/contracts';
import type { NsKey } from '@/shared/i18n/keys';
import { createdAtColumn, updatedAtColumn, type ListColumn } from '@/shared/list-page';

export const NS = 'brands';

/** The brand list's columns: search form, table, column settings, export and detail. */
export const useBrandColumns = (): ListColumn<Brand, BrandFilters, NsKey<typeof NS>>[] =>
  useMemo(
    () => [
      {
        key: 'name',
        title: 'fields.name',
        sortable: true,
        fixed: 'left',
        detailLink: true,
        width: 240,
        search: { type: 'text' },
      },
      { key: 'productCount', title: 'fields.productCount', width: 120 },
      { key: 'createdBy', title: 'fields.createdBy', width: 140 },
      createdAtColumn({ width: 180 }),
      updatedAtColumn({ width: 180 }),
    ],
    [],
  );
