import type { CSSProperties, ReactNode } from 'react';
import type { Currency } from '@oms/contracts';
import { formatCurrencyMoney, formatMoney } from '@/shared/lib/format';

type Props = {
  value: string | number | null | undefined;
  /** Shown before the figure as its short name ("USD 1,234.50"). */
  currency?: Currency;
  /** What leads the figure on the same line: a label, a sign, a symbol ("out −¥"). */
  prefix?: ReactNode;
  style?: CSSProperties;
  testId?: string;
};

/** An amount never breaks across lines (issue 22: "RMB" / "71,576.43"), and its digits line up. */
export const AMOUNT_STYLE: CSSProperties = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' };

/**
 * A money figure on one line with whatever leads it. Where it lacks room, the line breaks before or
 * after the whole amount, never inside it.
 */
export const Amount = ({ value, currency, prefix, style, testId }: Props) => (
  <span className="oms-amount" data-testid={testId} style={{ ...AMOUNT_STYLE, ...style }}>
    {prefix}
    {currency ? formatCurrencyMoney(currency, value) : formatMoney(value)}
  </span>
);
