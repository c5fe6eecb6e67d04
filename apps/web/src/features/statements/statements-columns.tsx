import { Tag, Typography } from 'antd';
import {
  STATEMENT_CATALOGUE,
  type Statement,
  type StatementAmount,
  type StatementsFilters,
} from '@oms/contracts';
import { leadColumn, useCatalogueColumns } from '@/shared/list-page';
import { formatMoney } from '@/shared/lib/format';
import { NS, amountTone, recentMonths } from './lib/display';

/**
 * How an amount shows in its cell: right-aligned figures without the currency (its own column says
 * it); `signed` colours money in and out, the balances are bold.
 */
const amountCell = (key: StatementAmount, signed: boolean) => (row: Statement) => (
  <Typography.Text
    type={signed ? amountTone(row[key]) : undefined}
    strong={!signed}
    data-testid={`statement-${key}-${row.id}`}
  >
    {formatMoney(row[key])}
  </Typography.Text>
);

/** The statements' columns: month × currency, the opening, each kind's total and the closing. */
export const useStatementColumns = () =>
  useCatalogueColumns<Statement, StatementsFilters>()(NS, STATEMENT_CATALOGUE, ({ t, column }) => {
    const money = (key: StatementAmount, signed: boolean, defaultVisible = true) =>
      column(key, { width: 130, defaultVisible, render: amountCell(key, signed) });
    const months = recentMonths().map((m) => ({ value: m, label: m }));
    return [
      leadColumn('month', 'fields.month', { search: undefined, width: 110 }),
      // With the month, what tells a row apart: both stay in view when the amounts scroll.
      column('currency', { width: 90, fixed: 'left' }),
      column('status', {
        width: 100,
        // The list is not searched by status: a month is closed or running by its date.
        search: undefined,
        render: (row) => (
          <Tag
            color={row.status === 'RUNNING' ? 'processing' : 'green'}
            data-testid={`statement-status-${row.id}`}
          >
            {t(`status.${row.status}`)}
          </Tag>
        ),
      }),
      money('opening', false),
      money('recharges', true),
      money('fees', true),
      money('refunds', true),
      money('compensation', true),
      money('supplements', true),
      money('adjustments', true, false),
      money('closing', false),
      column('entries', { width: 90, defaultVisible: false }),
      column('closedAt', { defaultVisible: false }),
      {
        key: 'monthFrom',
        title: 'fields.monthFrom',
        searchOnly: true,
        search: { type: 'select', options: months },
      },
      {
        key: 'monthTo',
        title: 'fields.monthTo',
        searchOnly: true,
        search: { type: 'select', options: months },
      },
    ];
  });
