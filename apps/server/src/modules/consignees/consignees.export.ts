import {
  CONSIGNEE_CODES,
  CONSIGNEE_EXPORT_KIND,
  COUNTRIES,
  consigneePageRequest,
  type ConsigneePageRequest,
} from '@oms/contracts';
import {
  defineExport,
  dateTimeColumn,
  fromListQuery,
  type ExportContext,
  type ExportSelection,
} from '../exports/define-export';
import { consigneesRepository as repo } from './consignees.repository';
import type { ConsigneeRow } from './consignees.table';

const exportFilters = consigneePageRequest.omit({ current: true, size: true, cursor: true });
type Filters = Omit<ConsigneePageRequest, 'current' | 'size' | 'cursor'>;

const queryOf = (ctx: ExportContext, { ids, filters }: ExportSelection<Filters>) => {
  const { sort: _sort, ...where } = filters;
  return repo.listQuery(ctx.companyId, ids ? { ids } : where);
};

type Column = { key: keyof ConsigneeRow; zh: string; en: string; width: number };
const TEXT_COLUMNS: Column[] = [
  { key: 'name', zh: '收件人', en: 'Consignee', width: 20 },
  { key: 'company', zh: '公司', en: 'Company', width: 24 },
];
const ADDRESS_COLUMNS: Column[] = [
  { key: 'state', zh: '州/省', en: 'State/Province', width: 16 },
  { key: 'city', zh: '城市', en: 'City', width: 16 },
  { key: 'address', zh: '详细地址', en: 'Address', width: 36 },
  { key: 'postalCode', zh: '邮编', en: 'Postal code', width: 12 },
  { key: 'email', zh: '邮箱', en: 'E-mail', width: 26 },
  { key: 'phone', zh: '电话', en: 'Phone', width: 18 },
];
const text = (c: Column) => ({
  key: c.key,
  header: { zh: c.zh, en: c.en },
  width: c.width,
  value: (r: ConsigneeRow) => r[c.key] as string | null,
});

/**
 * The address book as xlsx (OMS_BASICCONSIGNEE:export), keyed like the page's columns; the country
 * is written as its name in the user's language with its code, so the file imports back as is.
 */
export const consigneesExport = defineExport<ConsigneeRow, Filters>({
  kind: CONSIGNEE_EXPORT_KIND,
  module: 'consignees',
  name: { zh: '收件人列表', en: 'Consignees' },
  permission: CONSIGNEE_CODES.export,
  filters: exportFilters,
  columns: [
    ...TEXT_COLUMNS.map(text),
    {
      key: 'country',
      header: { zh: '国家/地区', en: 'Country/Region' },
      width: 18,
      value: (r, language) => `${COUNTRIES[r.country][language]} (${r.country})`,
    },
    ...ADDRESS_COLUMNS.map(text),
    dateTimeColumn('createdAt', { zh: '创建时间', en: 'Created' }, (r) => r.createdAt),
    dateTimeColumn('updatedAt', { zh: '更新时间', en: 'Updated' }, (r) => r.updatedAt),
  ],
  ...fromListQuery(queryOf),
});
