import { Tag, Typography } from 'antd';
import { CURRENCIES, CURRENCY_SHORT, type Statement, type StatementsFilters } from '@oms/contracts';
import { choiceColumn, dateColumn, leadColumn, useListColumns, type ListColumn } from '@/shared/list-page';
import { formatMoney } from '@/shared/lib/format';
import { NS, amountTone, recentMonths } from './lib/display';

type Money =
  'opening' | 'recharges' | 'fees' | 'refunds' | 'compensation' | 'supplements' | 'adjustments' | 'closing';

/** An amount column, right-aligned with thousands separators; `signed` colours money in and out. */
const money = <const K extends Money>(
  key: K,
  signed: boolean,
  extra: Partial<Omit<ListColumn<Statement, StatementsFilters>, 'key' | 'title'>> = {},
): ListColumn<Statement, StatementsFilters, `fields.${K}`> => ({
  key,
  title: `fields.${key}` as `fields.${K}`,
  width: 130,
  render: (row) => (
    <Typography.Text
      type={signed ? amountTone(row[key]) : undefined}
      strong={!signed}
      data-testid={`statement-${key}-${row.id}`}
    >
      {formatMoney(row[key])}
    </Typography.Text>
  ),
  ...extra,
});

/** The statements' columns: month × currency, the opening, each kind's total and the closing. */
export const useStatementColumns = () =>
  useListColumns<Statement, StatementsFilters, typeof NS>(NS, ({ t }) => {
    const months = recentMonths().map((m) => ({ value: m, label: m }));
    return [
      leadColumn('month', 'fields.month', { search: undefined, width: 110 }),
      choiceColumn('currency', 'fields.currency', CURRENCIES, (c) => CURRENCY_SHORT[c], {
        width: 90,
        // With the month, what tells a row apart: both stay in view when the amounts scroll.
        fixed: 'left',
      }),
      {
        key: 'status',
        title: 'fields.status',
        width: 100,
        render: (row) => (
          <Tag
            color={row.status === 'RUNNING' ? 'processing' : 'green'}
            data-testid={`statement-status-${row.id}`}
          >
            {t(`status.${row.status}`)}
          </Tag>
        ),
      },
      money('opening', false),
      money('recharges', true),
      money('fees', true),
      money('refunds', true),
      money('compensation', true),
      money('supplements', true),
      money('adjustments', true, { defaultVisible: false }),
      money('closing', false),
      { key: 'entries', title: 'fields.entries', width: 90, defaultVisible: false },
      dateColumn('closedAt', 'fields.closedAt', { defaultVisible: false }),
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
