import { z } from 'zod';
import { LIMITS } from './limits';

// Field rules of specification §5. Each schema carries message keys from ./messages; the server
// translates them into the envelope and the forms show them through i18n.
export const PASSWORD_SPECIALS = '@#$%&*!';
const passwordPattern = new RegExp(
  `^(?=.*\\d)(?=.*[A-Za-z])(?=.*[${PASSWORD_SPECIALS}])[A-Za-z\\d${PASSWORD_SPECIALS}]{${LIMITS.passwordMin},${LIMITS.passwordMax}}$`,
);
export const isValidPassword = (value: string) => passwordPattern.test(value);

// Form fields arrive from inputs, URLs and imports, where an empty field is '' (or null): both mean absent.
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** An optional field: blank ('' or null) counts as absent, anything else must pass `schema`. */
export const optionalInput = <T extends z.ZodType>(schema: T) =>
  z.preprocess(blankToUndefined, schema.optional());

/** A text that must be filled in: trimmed; missing or blank answers `requiredKey`. Add its format. */
export const requiredString = (requiredKey: string) =>
  z.string({ error: requiredKey }).trim().min(1, { error: requiredKey });

/** A required text of at most `max` characters (longer answers `validation.tooLong`). */
export const requiredText = (requiredKey: string, max: number) =>
  requiredString(requiredKey).max(max, { error: 'validation.tooLong' });

export const passwordSchema = z
  .string({ error: 'validation.passwordRequired' })
  .min(1, { error: 'validation.passwordRequired' })
  .regex(passwordPattern, { error: 'validation.passwordRule' });

export const ACCOUNT_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{3,29}$/;
export const accountNameSchema = requiredString('validation.accountNameRequired').regex(
  ACCOUNT_NAME_PATTERN,
  { error: 'validation.accountNameFormat' },
);

export const PHONE_PATTERN = new RegExp(`^\\d{${LIMITS.phoneDigits}}$`);
export const phoneSchema = requiredString('validation.phoneRequired').regex(PHONE_PATTERN, {
  error: 'validation.phoneFormat',
});

export const emailSchema = requiredString('validation.emailRequired')
  .max(254, { error: 'validation.emailFormat' })
  .pipe(z.email({ error: 'validation.emailFormat' }))
  .transform((v) => v.toLowerCase());

export const VERIFY_CODE_PATTERN = new RegExp(`^\\d{${LIMITS.verifyCodeDigits}}$`);
export const verifyCodeSchema = requiredString('validation.verifyCodeRequired').regex(VERIFY_CODE_PATTERN, {
  error: 'validation.verifyCodeFormat',
});

/**
 * Specification §5 "order number": English letters, digits, hyphen and period, at most
 * LIMITS.orderNoMax. Every reference number a customer types on a document follows it (delivery, bill
 * of lading, seal, container and tracking numbers, a claim's related document, a transfer's serial).
 */
export const ORDER_NO_PATTERN = new RegExp(`^[A-Za-z0-9.-]{1,${LIMITS.orderNoMax}}$`);
export const CODE_PATTERN = /^[A-Z0-9-]+$/;
/** Specification §5 transaction serial (and a container number): the order-number rule without the period. */
export const SERIAL_PATTERN = /^[A-Za-z0-9-]+$/;

/**
 * The order-number rule on a text: longer than LIMITS.orderNoMax or another character answers
 * `formatKey` (its message names the limit as `{{max}}`, see MESSAGE_PARAMS); `narrower` is a stricter
 * character set of the field's own (a serial or a container number has no period).
 */
export const orderNoRule = (
  text: z.ZodString,
  formatKey: string = 'validation.orderNo',
  narrower?: RegExp,
) => {
  const rule = text
    .max(LIMITS.orderNoMax, { error: formatKey })
    .regex(ORDER_NO_PATTERN, { error: formatKey });
  return narrower ? rule.regex(narrower, { error: formatKey }) : rule;
};

/** A required reference number (specification §5 order number): blank answers `requiredKey`. */
export const requiredOrderNo = (requiredKey: string, formatKey?: string, narrower?: RegExp) =>
  orderNoRule(requiredString(requiredKey), formatKey, narrower);

/** An optional reference number (specification §5 order number), trimmed; blank counts as absent. */
export const optionalOrderNo = (formatKey?: string, narrower?: RegExp) =>
  optionalInput(orderNoRule(z.string().trim(), formatKey, narrower));

/** Optional text with the specification's default input length. */
export const text = (max: number = LIMITS.defaultMaxLength) =>
  z.string().trim().max(max, { error: 'validation.tooLong' });

/** An optional text of at most `max` characters, trimmed; blank counts as absent. */
export const optionalText = (max: number) => optionalInput(text(max));

/** A leading minus sign (ASCII or the typographic U+2212 a pasted figure may carry). */
const MINUS = /^[-\u2212]/;

/**
 * A decimal typed as a number or a string, kept as the trimmed string (no float rounding). Missing or
 * blank answers `keys.required`, another format than `pattern` answers `keys.format`, and a value
 * `inRange` refuses (by default: not above 0) answers `keys.range`. Every such decimal is at least 0
 * (specification §5), so `pattern` has no sign: a negative value of the right format ("-1", "-3.5")
 * is out of range, not badly written, and answers `keys.range` too.
 */
export const decimalInput = (
  pattern: RegExp,
  keys: { required: string; format: string; range: string },
  inRange: (value: string) => boolean = (v) => Number(v) > 0,
) =>
  z
    .union([z.number(), z.string()], { error: keys.required })
    .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
    .pipe(
      z
        .string()
        .min(1, { error: keys.required })
        .refine((v) => pattern.test(v.replace(MINUS, '')), { error: keys.format })
        .refine((v) => !MINUS.test(v) && inRange(v), { error: keys.range }),
    );

/** Parameters a message needs, by key: the form and the server fill the same placeholders. */
export const MESSAGE_PARAMS = {
  'validation.orderNo': { max: LIMITS.orderNoMax },
  'claims.relatedNoFormat': { max: LIMITS.orderNoMax },
  'inboundOrders.containerNoFormat': { max: LIMITS.orderNoMax },
  'reservations.containerNoFormat': { max: LIMITS.orderNoMax },
  'recharges.serialFormat': { max: LIMITS.orderNoMax },
  'validation.phoneFormat': { digits: LIMITS.phoneDigits },
  'products.imagesCount': { min: LIMITS.productImagesMin, max: LIMITS.productImagesMax },
  'products.skuFormat': { max: LIMITS.skuMaxLength },
  'products.piecesFormat': { max: LIMITS.productPiecesMax },
  'search.keywordShort': { min: LIMITS.searchKeywordMin },
} as const;
