import { FEE_TYPE_LABELS, LEDGER_TYPE_LABELS, addMonths, monthOf, type StatementLine } from '@oms/contracts';

export const NS = 'statements';

const pick = (label: { zh: string; en: string }, language: string) => label[language === 'en' ? 'en' : 'zh'];

/** A line's name: its ledger type's, and for a fee the fee type's ("扣费 · 运费"). */
export const lineName = (line: Pick<StatementLine, 'type' | 'feeType'>, language: string) => {
  const type = pick(LEDGER_TYPE_LABELS[line.type], language);
  if (line.type !== 'FEE' || !line.feeType) return type;
  return language === 'en'
    ? `${type}: ${pick(FEE_TYPE_LABELS[line.feeType], language)}`
    : `${type} · ${pick(FEE_TYPE_LABELS[line.feeType], language)}`;
};

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
