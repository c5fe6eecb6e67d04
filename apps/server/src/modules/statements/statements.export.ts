import {
  CURRENCY_SHORT,
  STATEMENT_FIELDS,
  STATEMENT_STATUS_LABELS,
  STATEMENTS_CODES,
  STATEMENTS_EXPORT_KIND,
  statementsPageRequest,
  type Statement,
  type StatementsFilters,
} from '@oms/contracts';
import { dateTimeColumn, defineExport, type ExportColumn } from '../exports/define-export';
import type { StatementsService } from './statements.service';

const filters = statementsPageRequest.omit({ current: true, size: true, cursor: true });

const amount = (key: keyof Statement & keyof typeof STATEMENT_FIELDS): ExportColumn<Statement> => ({
  key,
  header: STATEMENT_FIELDS[key],
  width: 16,
  value: (row) => Number(row[key]),
});

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
    columns: [
      { key: 'month', header: STATEMENT_FIELDS.month, width: 10, value: (r) => r.month },
      {
        key: 'currency',
        header: STATEMENT_FIELDS.currency,
        width: 10,
        value: (r) => CURRENCY_SHORT[r.currency],
      },
      {
        key: 'status',
        header: STATEMENT_FIELDS.status,
        width: 10,
        value: (r, language) => STATEMENT_STATUS_LABELS[r.status][language],
      },
      amount('opening'),
      amount('recharges'),
      amount('fees'),
      amount('refunds'),
      amount('compensation'),
      amount('supplements'),
      amount('adjustments'),
      amount('closing'),
      { key: 'entries', header: STATEMENT_FIELDS.entries, width: 10, value: (r) => r.entries },
      dateTimeColumn<Statement>('closedAt', STATEMENT_FIELDS.closedAt, (r) => r.closedAt),
    ],
    count: async (ctx, selection) => (await selected(ctx, selection)).length,
    async *rows(ctx, selection) {
      yield await selected(ctx, selection);
    },
  });
};
