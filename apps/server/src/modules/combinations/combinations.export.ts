import {
  COMBINATION_CODES,
  COMBINATION_EXPORT_KIND,
  COMBINATION_FIELDS,
  combinationPageRequest,
} from '@oms/contracts';
import { type ExportColumn, dateTimeColumn, listExport } from '../exports/define-export';
import { combinationsRepository as repo, type CombinationListRow } from './combinations.repository';

const list = listExport(combinationPageRequest)((ctx, selection) => repo.listQuery(ctx.companyId, selection));

const text = (
  key: keyof typeof COMBINATION_FIELDS,
  width: number,
  value: (r: CombinationListRow) => string | number | null,
) => ({ key, header: COMBINATION_FIELDS[key], width, value }) satisfies ExportColumn<CombinationListRow>;

/** The combinations as xlsx (OMS_BASICCOMBINATION:export), keyed like the page's columns. */
export const combinationsExport = list.defineExport({
  kind: COMBINATION_EXPORT_KIND,
  module: 'combinations',
  name: { zh: '组合列表', en: 'Combinations' },
  permission: COMBINATION_CODES.export,
  columns: [
    text('name', 30, (r) => r.name),
    text('components', 50, (r) => r.components.map((line) => `${line.sku} × ${line.ratio}`).join(', ')),
    text('componentCount', 10, (r) => r.components.length),
    text('totalPcs', 10, (r) => r.totalPcs),
    text('remark', 30, (r) => r.remark),
    text('createdBy', 16, (r) => r.createdBy),
    dateTimeColumn('createdAt', COMBINATION_FIELDS.createdAt, (r) => r.createdAt),
    dateTimeColumn('updatedAt', COMBINATION_FIELDS.updatedAt, (r) => r.updatedAt),
  ],
});
