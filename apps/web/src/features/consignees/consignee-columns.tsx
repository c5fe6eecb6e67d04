import { CONSIGNEE_CATALOGUE, type Consignee, type ConsigneeFilters } from '@oms/contracts';
import { createdAtColumn, leadColumn, updatedAtColumn, useCatalogueColumns } from '@/shared/list-page';
import { countryOptions } from '@/shared/lib/countries';

export const NS = 'consignees';

/** The address book's columns (search form, table, column settings, export and detail): the catalogue's fields. */
export const useConsigneeColumns = () =>
  useCatalogueColumns<Consignee, ConsigneeFilters>()(NS, CONSIGNEE_CATALOGUE, ({ language, column }) => [
    leadColumn('name', 'fields.name'),
    column('company', { search: { type: 'text' } }),
    column('country', { sortable: true, search: { type: 'select', options: countryOptions(language) } }),
    column('state'),
    column('city', { sortable: true, search: { type: 'text' } }),
    column('address', { ellipsis: true }),
    column('postalCode', { search: { type: 'text' } }),
    column('phone', { search: { type: 'text' } }),
    column('email', { ellipsis: true, search: { type: 'text' }, defaultSearchVisible: false }),
    createdAtColumn({ defaultSearchVisible: false }),
    updatedAtColumn({ defaultVisible: false }),
  ]);
