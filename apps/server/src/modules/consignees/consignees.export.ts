import {
  CONSIGNEE_CODES,
  CONSIGNEE_EXPORT_KIND,
  CONSIGNEE_FIELDS,
  COUNTRIES,
  consigneePageRequest,
} from '@oms/contracts';
import { dateTimeColumn, listExport } from '../exports/define-export';
import { consigneesRepository as repo } from './consignees.repository';
import type { ConsigneeRow } from './consignees.table';

const list = listExport(consigneePageRequest)((ctx, selection) => repo.listQuery(ctx.companyId, selection));

type Column = { key: keyof ConsigneeRow & keyof typeof CONSIGNEE_FIELDS; width: number };
const TEXT_COLUMNS: Column[] = [
  { key: 'name', width: 20 },
  { key: 'company', width: 24 },
];
const ADDRESS_COLUMNS: Column[] = [
  { key: 'state', width: 16 },
  { key: 'city', width: 16 },
  { key: 'address', width: 36 },
  { key: 'postalCode', width: 12 },
  { key: 'email', width: 26 },
  { key: 'phone', width: 18 },
];
const text = (c: Column) => ({
  key: c.key,
  header: CONSIGNEE_FIELDS[c.key],
  width: c.width,
  value: (r: ConsigneeRow) => r[c.key] as string | null,
});

/**
 * The address book as xlsx (OMS_BASICCONSIGNEE:export), keyed like the page's columns; the country
 * is written as its name in the user's language with its code, so the file imports back as is.
 */
export const consigneesExport = list.defineExport({
  kind: CONSIGNEE_EXPORT_KIND,
  module: 'consignees',
  name: { zh: '收件人列表', en: 'Consignees' },
  permission: CONSIGNEE_CODES.export,
  columns: [
    ...TEXT_COLUMNS.map(text),
    {
      key: 'country',
      header: CONSIGNEE_FIELDS.country,
      width: 18,
      value: (r, language) => `${COUNTRIES[r.country][language]} (${r.country})`,
    },
    ...ADDRESS_COLUMNS.map(text),
    dateTimeColumn('createdAt', CONSIGNEE_FIELDS.createdAt, (r) => r.createdAt),
    dateTimeColumn('updatedAt', CONSIGNEE_FIELDS.updatedAt, (r) => r.updatedAt),
  ],
});
