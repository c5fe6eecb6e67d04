import {
  COMBINATION_CATALOGUE,
  COMBINATION_CODES,
  COMBINATION_EXPORT_KIND,
  combinationPageRequest,
} from '@oms/contracts';
import { listExport } from '../exports/define-export';
import { combinationsRepository as repo } from './combinations.repository';
import { toCombination } from './combinations.service';

const list = listExport(combinationPageRequest)((ctx, selection) => repo.listQuery(ctx.companyId, selection));

/** The combinations as xlsx (OMS_BASICCOMBINATION:export), read as the list reads them. */
export const combinationsExport = list.catalogueExport({
  kind: COMBINATION_EXPORT_KIND,
  module: 'combinations',
  name: { zh: '组合列表', en: 'Combinations' },
  permission: COMBINATION_CODES.export,
  catalogue: COMBINATION_CATALOGUE,
  toRow: (record) => toCombination(record),
  keys: ['name', 'components', 'componentCount', 'totalPcs', 'remark', 'createdBy', 'createdAt', 'updatedAt'],
});
