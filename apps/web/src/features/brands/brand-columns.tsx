import type { Brand, BrandFilters } from '@oms/contracts';
import { createdAtColumn, leadColumn, updatedAtColumn, useListColumns } from '@/shared/list-page';

export const NS = 'brands';

/** The brand list's columns: search form, table, column settings, export and detail. */
export const useBrandColumns = () =>
  useListColumns<Brand, BrandFilters, typeof NS>(NS, () => [
    leadColumn('name', 'fields.name', { width: 240 }),
    { key: 'productCount', title: 'fields.productCount', width: 120 },
    { key: 'createdBy', title: 'fields.createdBy', width: 140 },
    createdAtColumn({ width: 180 }),
    updatedAtColumn({ width: 180 }),
  ]);
