import {
  COMBINATION_CODES,
  COMBINATION_EXPORT_KIND,
  combinationPageRequest,
  type CombinationPageRequest,
} from '@oms/contracts';
import {
  defineExport,
  dateTimeColumn,
  fromListQuery,
  type ExportColumn,
  type ExportContext,
  type ExportSelection,
} from '../exports/define-export';
import { combinationsRepository as repo, type CombinationListRow } from './combinations.repository';

const exportFilters = combinationPageRequest.omit({ current: true, size: true, cursor: true });
type Filters = Omit<CombinationPageRequest, 'current' | 'size' | 'cursor'>;

const queryOf = (ctx: ExportContext, { ids, filters }: ExportSelection<Filters>) => {
  const { sort: _sort, ...where } = filters;
  return repo.listQuery(ctx.companyId, ids ? { ids } : where);
};

const text = (
  key: string,
  zh: string,
  en: string,
  width: number,
  value: (r: CombinationListRow) => string | number | null,
) => ({ key, header: { zh, en }, width, value }) satisfies ExportColumn<CombinationListRow>;

/** The combinations as xlsx (OMS_BASICCOMBINATION:export), keyed like the page's columns. */
export const combinationsExport = defineExport<CombinationListRow, Filters>({
  kind: COMBINATION_EXPORT_KIND,
  module: 'combinations',
  name: { zh: '组合列表', en: 'Combinations' },
  permission: COMBINATION_CODES.export,
  filters: exportFilters,
  columns: [
    text('name', '组合名称', 'Name', 30, (r) => r.name),
    text('components', '组合明细（SKU × 配比）', 'Components (SKU × ratio)', 50, (r) =>
      r.components.map((line) => `${line.sku} × ${line.ratio}`).join(', '),
    ),
    text('componentCount', 'SKU 种数', 'SKUs', 10, (r) => r.components.length),
    text('totalPcs', '总 PCS', 'Total PCS', 10, (r) => r.totalPcs),
    text('remark', '备注', 'Remark', 30, (r) => r.remark),
    text('createdBy', '创建人', 'Created by', 16, (r) => r.createdBy),
    dateTimeColumn('createdAt', { zh: '创建时间', en: 'Created' }, (r) => r.createdAt),
    dateTimeColumn('updatedAt', { zh: '更新时间', en: 'Updated' }, (r) => r.updatedAt),
  ],
  ...fromListQuery(queryOf),
});
