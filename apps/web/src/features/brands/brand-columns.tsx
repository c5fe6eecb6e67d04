import { BRAND_CATALOGUE, type Brand, type BrandFilters } from '@oms/contracts';
import { createdAtColumn, leadColumn, updatedAtColumn, useCatalogueColumns } from '@/shared/list-page';

export const NS = 'brands';

/** The brand list's columns (search form, table, column settings, export and detail): the catalogue's fields. */
export const useBrandColumns = () =>
  useCatalogueColumns<Brand, BrandFilters>()(NS, BRAND_CATALOGUE, ({ column }) => [
    leadColumn('name', 'fields.name', { width: 240 }),
    column('productCount', { width: 120 }),
    column('createdBy', { width: 140 }),
    createdAtColumn({ width: 180 }),
    updatedAtColumn({ width: 180 }),
  ]);
