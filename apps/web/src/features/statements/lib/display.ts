import { addMonths, monthOf, statementLineLabel, type StatementLine } from '@oms/contracts';

export const NS = 'statements';

/** A line's name in the page's language ("扣费 · 运费", "Fee: Shipping"): the PDF's own label. */
export const lineName = (line: Pick<StatementLine, 'type' | 'feeType'>, language: string) =>
  statementLineLabel(line)[language === 'en' ? 'en' : 'zh'];

/** How many months back the month filters offer. */
const MONTHS_OFFERED = 36;

/** The months the filters offer: this month and the ones before it, newest first. */
export const recentMonths = (now = new Date()) => {
  const current = monthOf(now);
  return Array.from({ length: MONTHS_OFFERED }, (_, i) => addMonths(current, -i));
};

/** A signed amount's colour: money in green, money out red, nothing plain. */
export const amountTone = (amount: string) =>
  amount.startsWith('-') ? 'danger' : /^0(\.0+)?$/.test(amount) ? undefined : 'success';
