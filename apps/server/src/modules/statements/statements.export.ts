import {
  STATEMENT_CATALOGUE,
  STATEMENTS_CODES,
  STATEMENTS_EXPORT_KIND,
  statementsPageRequest,
  type Statement,
  type StatementsFilters,
} from '@oms/contracts';
import { catalogueColumns, defineExport } from '../exports/define-export';
import type { StatementsService } from './statements.service';

const filters = statementsPageRequest.omit({ current: true, size: true, cursor: true });

/** The statements list as xlsx: the selected months or all the filters match, in the list's order. */
export const statementsExport = (service: StatementsService) => {
  const selected = async (
    ctx: { tenantId: number; companyId: number },
    selection: { ids?: number[]; filters: StatementsFilters & { sort?: string } },
  ) => {
    const { sort, ...where } = selection.filters;
    const all = await service.list({ tenantId: ctx.tenantId, companyId: ctx.companyId }, where, sort);
    if (!selection.ids) return all;
    const ids = new Set(selection.ids.map(String));
    return all.filter((s) => ids.has(s.id));
  };
  return defineExport<Statement, StatementsFilters & { sort?: string }>({
    kind: STATEMENTS_EXPORT_KIND,
    module: 'statements',
    name: { zh: '月度账单', en: 'Monthly statements' },
    permission: STATEMENTS_CODES.export,
    filters,
    // The months are computed (the running one live), not read by a list query: the catalogue's
    // columns over the service's statements, as the list shows them.
    columns: catalogueColumns(STATEMENT_CATALOGUE, [
      'month',
      'currency',
      'status',
      'opening',
      'recharges',
      'fees',
      'refunds',
      'compensation',
      'supplements',
      'adjustments',
      'closing',
      'entries',
      'closedAt',
    ]),
    count: async (ctx, selection) => (await selected(ctx, selection)).length,
    async *rows(ctx, selection) {
      yield await selected(ctx, selection);
    },
  });
};
