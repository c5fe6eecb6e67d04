import { decimalInput } from './validation';

// Money (PRODUCT.md §3): integer minor units (cents, fen) in the database and in every computation,
// decimal strings with two places on the wire ("1234.50"). The one place where amounts are parsed,
// printed and rounded; finance and every module that prices work use these, never floats.

export const CURRENCIES = ['CNY', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const MONEY_DECIMALS = 2;

/** Largest amount a user may type (keeps every sum of a company far inside safe integers). */
export const AMOUNT_MAX = '9999999999.99';

const DECIMAL = /^-?\d{1,13}(\.\d{1,2})?$/;

/** Whether a string is an amount with at most two decimals ("12", "12.5", "-0.05"). */
export const isAmount = (value: string) => DECIMAL.test(value);

/** "1234.5" → 123450. Exact (no float); throws on anything but an amount with ≤ 2 decimals. */
export const toMinor = (value: string): number => {
  if (!DECIMAL.test(value)) throw new RangeError(`not an amount: ${value}`);
  const negative = value.startsWith('-');
  const [whole, frac = ''] = (negative ? value.slice(1) : value).split('.');
  const minor = Number(whole) * 100 + Number((frac + '00').slice(0, 2));
  return negative && minor !== 0 ? -minor : minor;
};

/** 123450 → "1234.50"; -5 → "-0.05". */
export const fromMinor = (minor: number): string => {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`not a whole number of minor units: ${minor}`);
  const digits = String(Math.abs(minor)).padStart(3, '0');
  return `${minor < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
};

/** a / b rounded half away from zero, in integers (b > 0). */
export const divRoundHalfUp = (a: bigint, b: bigint): bigint => {
  const q = (2n * (a < 0n ? -a : a) + b) / (2n * b);
  return a < 0n ? -q : q;
};

const scaled = (decimal: string): [bigint, bigint] => {
  const negative = decimal.startsWith('-');
  const [whole, frac = ''] = (negative ? decimal.slice(1) : decimal).split('.');
  const value = BigInt(`${whole}${frac}`) * (negative ? -1n : 1n);
  return [value, 10n ** BigInt(frac.length)];
};

/**
 * A price in minor units times a decimal quantity or rate ("3", "0.125" kg, "12.5" %/100 …),
 * rounded half up to a minor unit: what a fee of unit price × quantity costs.
 */
export const multiplyMinor = (minor: number, factor: string | number): number => {
  const text = typeof factor === 'number' ? String(factor) : factor;
  if (!/^-?\d+(\.\d+)?$/.test(text)) throw new RangeError(`not a decimal: ${text}`);
  const [value, scale] = scaled(text);
  return Number(divRoundHalfUp(BigInt(minor) * value, scale));
};

/** `percent` % of an amount ("12.5" → 12.5 %), rounded half up. */
export const percentOfMinor = (minor: number, percent: string | number): number =>
  Number(divRoundHalfUp(BigInt(multiplyMinor(minor * 100, percent)), 10_000n));

/** The sum of minor-unit amounts (refuses to leave safe integers). */
export const sumMinor = (amounts: readonly number[]): number => {
  const total = amounts.reduce((a, b) => a + b, 0);
  if (!Number.isSafeInteger(total)) throw new RangeError('sum outside safe integers');
  return total;
};

type AmountRule = 'positive' | 'nonNegative';

/**
 * A typed amount (specification §5: "above 0 with at most 2 decimals", "at least 0 with at most 2
 * decimals"): a number or a decimal string in, a trimmed decimal string out. Messages are keys of the
 * contracts' catalogue, so the form and the server say the same.
 */
export const amountSchema = (
  rule: AmountRule,
  messages: { required: string; format: string } = {
    required: 'validation.amountRequired',
    format: rule === 'positive' ? 'validation.amountPositive' : 'validation.amountNonNegative',
  },
) =>
  decimalInput(
    /^\d{1,10}(\.\d{1,2})?$/,
    { ...messages, range: messages.format },
    (v) => rule !== 'positive' || !isAmount(v) || toMinor(v) > 0,
  );
