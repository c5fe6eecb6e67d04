import type { Consignee, ConsigneeFilters } from '@oms/contracts';
import { createdAtColumn, leadColumn, updatedAtColumn, useListColumns } from '@/shared/list-page';
import { countryLabel, countryOptions } from './lib/countries';

export const NS = 'consignees';

/** The address book's columns: search form, table, column settings, export and detail. */
export const useConsigneeColumns = () =>
  useListColumns<Consignee, ConsigneeFilters, typeof NS>(NS, ({ language }) => [
    leadColumn('name', 'fields.name'),
    { key: 'company', title: 'fields.company', search: { type: 'text' }, render: (r) => r.company ?? '-' },
    {
      key: 'country',
      title: 'fields.country',
      sortable: true,
      search: { type: 'select', options: countryOptions(language) },
      render: (r) => countryLabel(r.country, language),
    },
    { key: 'state', title: 'fields.state', render: (r) => r.state ?? '-' },
    { key: 'city', title: 'fields.city', sortable: true, search: { type: 'text' } },
    { key: 'address', title: 'fields.address', ellipsis: true },
    {
      key: 'postalCode',
      title: 'fields.postalCode',
      search: { type: 'text' },
      render: (r) => r.postalCode ?? '-',
    },
    { key: 'phone', title: 'fields.phone', search: { type: 'text' } },
    {
      key: 'email',
      title: 'fields.email',
      ellipsis: true,
      search: { type: 'text' },
      defaultSearchVisible: false,
      render: (r) => r.email ?? '-',
    },
    createdAtColumn({ defaultSearchVisible: false }),
    updatedAtColumn({ defaultVisible: false }),
  ]);
