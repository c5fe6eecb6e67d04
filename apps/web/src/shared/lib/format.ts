import dayjs from 'dayjs';
import { CURRENCY_SHORT, LIMITS, type Currency } from '@oms/contracts';
import i18n from '@/shared/i18n';

// Display formats of specification §9. Every formatter answers '-' for a missing or unreadable value
// so that tables and descriptions never show "NaN" or "Invalid Date".

const EMPTY = '-';
const DECIMAL = /^[+-]?\d+(\.\d+)?$/;

const moneyFormats = new Map<number, Intl.NumberFormat>();
const moneyFormat = (decimals: number) => {
  let format = moneyFormats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: true,
    });
    moneyFormats.set(decimals, format);
  }
  return format;
};

/**
 * Money with thousands separators and a fixed number of decimals: 1234.5 or '1234.5' → '1,234.50'.
 * Decimal strings (how the API sends money) are formatted exactly, without a trip through a float.
 */
export const formatMoney = (value: number | string | null | undefined, decimals = 2): string => {
  if (value === null || value === undefined) return EMPTY;
  if (typeof value === 'number') return Number.isFinite(value) ? moneyFormat(decimals).format(value) : EMPTY;
  const text = value.trim();
  if (!DECIMAL.test(text)) return EMPTY;
  return moneyFormat(decimals).format(text as Intl.StringNumericLiteral);
};

/**
 * An amount with its currency's short name ("USD 1,234.50"); '-' without an amount. The space is a
 * no-break space: a narrow cell never puts the currency on one line and the figure on the next.
 */
export const formatCurrencyMoney = (
  currency: Currency,
  amount: string | number | null | undefined,
): string =>
  amount === null || amount === undefined ? EMPTY : `${CURRENCY_SHORT[currency]}\u00a0${formatMoney(amount)}`;

export type DateInput = Date | string | number | null | undefined;

/** A 10-digit (or shorter) number is Unix seconds, a 13-digit one milliseconds (specification §9). */
const toMillis = (value: number) => (String(Math.trunc(Math.abs(value))).length <= 10 ? value * 1000 : value);

const toDayjs = (value: DateInput) => {
  if (value === null || value === undefined || value === '') return null;
  let input: Date | string | number = value;
  if (typeof value === 'number') input = toMillis(value);
  else if (typeof value === 'string' && /^\d+$/.test(value.trim())) input = toMillis(Number(value.trim()));
  const parsed = dayjs(input);
  return parsed.isValid() ? parsed : null;
};

/** A date in the user's time zone, `YYYY-MM-DD HH:mm:ss` unless another pattern is given. */
export const formatDate = (value: DateInput, pattern = 'YYYY-MM-DD HH:mm:ss'): string =>
  toDayjs(value)?.format(pattern) ?? EMPTY;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "just now", "N minutes ago", "N hours ago", "N days ago" in the current language. */
export const formatRelative = (value: DateInput, now: number = Date.now()): string => {
  const date = toDayjs(value);
  if (!date) return EMPTY;
  const diff = Math.max(0, now - date.valueOf());
  if (diff < MINUTE) return i18n.t('common:time.justNow');
  if (diff < HOUR) return i18n.t('common:time.minutesAgo', { count: Math.floor(diff / MINUTE) });
  if (diff < DAY) return i18n.t('common:time.hoursAgo', { count: Math.floor(diff / HOUR) });
  return i18n.t('common:time.daysAgo', { count: Math.floor(diff / DAY) });
};

/**
 * At most `max` characters (counted as code points, so an emoji is never cut in half) followed by
 * an ellipsis when something was cut; the default is the announcement preview length.
 */
export const truncate = (
  text: string | null | undefined,
  max: number = LIMITS.announcementPreviewChars,
  ellipsis = '...',
): string => {
  if (!text) return '';
  const chars = Array.from(text);
  return chars.length > max ? chars.slice(0, max).join('') + ellipsis : text;
};

/**
 * An English label as it reads inside a sentence ("Store name" → "store name", "SKU" stays): for
 * texts built as "Enter {{title}}". Other languages have no capitals to lower.
 */
export const midSentence = (label: string, language: string): string =>
  language === 'en' && /^[A-Z][a-z]/.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label;
