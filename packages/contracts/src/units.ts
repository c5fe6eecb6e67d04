import { decimalInput } from './validation';

// Weights and sizes (PRODUCT.md §3: "stored metric, converted at the edge for lbs/inch users").
//
// Rounding rules, the one place they live:
// - A user types at most 2 decimals in their unit (specification §5 "decimals non-negative with at
//   most two places"), kg or lbs for weights, cm or inch for sizes.
// - Stored as integers: weights in grams, sizes in hundredths of a centimetre. lbs → grams and
//   inch → cm/100 use the exact factors (1 lb = 453.59237 g, 1 inch = 2.54 cm) in integer
//   arithmetic, rounded half up. kg and cm with 2 decimals are stored exactly.
// - Shown back: kg with 3 decimals (grams), cm with 2, lbs and inch rounded half up to 2. A value
//   typed in lbs or inch is shown back exactly as typed (the stored error, < 0.5 g or 0.005 cm, is
//   far below half a hundredth of a lb or inch).

export const WEIGHT_UNITS = ['kg', 'lbs'] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];
export const SIZE_UNITS = ['cm', 'inch'] as const;
export type SizeUnit = (typeof SIZE_UNITS)[number];

/** Micrograms per lb (453.59237 g exactly) and hundredths of a cm per inch (254). */
const UG_PER_LB = 453_592_370n;
const CM100_PER_INCH = 254n;

/** Largest value a user may type in any unit (also keeps integer arithmetic exact). */
export const MEASURE_MAX = 999_999.99;

const DECIMAL2 = /^\d{1,7}(\.\d{1,2})?$/;

/** `"12.5"` → 1250 (hundredths); the string must match DECIMAL2. */
const hundredths = (value: string): bigint => {
  const [whole, frac = ''] = value.split('.');
  return BigInt(whole!) * 100n + BigInt((frac + '00').slice(0, 2));
};

/** a / b rounded half up, for non-negative bigints. */
const divRound = (a: bigint, b: bigint) => (a * 2n + b) / (b * 2n);

/** Integer → fixed decimals string, e.g. (1134, 3) → "1.134". */
export const fixed = (value: number, decimals: number): string => {
  const negative = value < 0;
  const digits = String(Math.abs(Math.round(value))).padStart(decimals + 1, '0');
  const out = decimals ? `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}` : digits;
  return negative ? `-${out}` : out;
};

/** A measure the user typed: a number or a decimal string with at most 2 decimals, above 0. */
export const measureInput = decimalInput(DECIMAL2, {
  required: 'products.measureRequired',
  format: 'products.measureFormat',
  range: 'products.measurePositive',
});

/** Grams of a weight typed in `unit` (2 decimals at most). */
export const toGrams = (value: string, unit: WeightUnit): number =>
  Number(unit === 'kg' ? hundredths(value) * 10n : divRound(hundredths(value) * UG_PER_LB, 100_000_000n));

/** Hundredths of a cm of a size typed in `unit`. */
export const toCm100 = (value: string, unit: SizeUnit): number =>
  Number(unit === 'cm' ? hundredths(value) : divRound(hundredths(value) * CM100_PER_INCH, 100n));

/** A stored weight shown in `unit`: kg with 3 decimals, lbs with 2. */
export const showWeight = (grams: number, unit: WeightUnit): string =>
  unit === 'kg' ? fixed(grams, 3) : fixed(Number(divRound(BigInt(grams) * 100_000_000n, UG_PER_LB)), 2);

/** A stored size shown in `unit`: 2 decimals. */
export const showSize = (cm100: number, unit: SizeUnit): string =>
  unit === 'cm' ? fixed(cm100, 2) : fixed(Number(divRound(BigInt(cm100) * 100n, CM100_PER_INCH)), 2);

/** Trailing zeros off, for forms ("2.50" → "2.5", "3.000" → "3"). */
export const trimZeros = (value: string): string =>
  value.includes('.') ? value.replace(/\.?0+$/, '') : value;

/** Grams of a weight in kg with at most 3 decimals (what the warehouse reports). */
export const kgToGrams = (value: string): number => {
  const [whole, frac = ''] = value.split('.');
  return Number(whole) * 1000 + Number((frac + '000').slice(0, 3));
};

/** Hundredths of a cm of a size in cm with at most 2 decimals (what the warehouse reports). */
export const cmToCm100Metric = (value: string): number => toCm100(value, 'cm');
