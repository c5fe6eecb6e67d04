import { z } from 'zod';
import { LIMITS } from './limits';

// Field rules of specification §5. Each schema carries message keys from ./messages; the server
// translates them into the envelope and the forms show them through i18n.
export const PASSWORD_SPECIALS = '@#$%&*!';
const passwordPattern = new RegExp(
  `^(?=.*\\d)(?=.*[A-Za-z])(?=.*[${PASSWORD_SPECIALS}])[A-Za-z\\d${PASSWORD_SPECIALS}]{${LIMITS.passwordMin},${LIMITS.passwordMax}}$`,
);
export const isValidPassword = (value: string) => passwordPattern.test(value);

export const passwordSchema = z
  .string({ error: 'validation.passwordRequired' })
  .min(1, { error: 'validation.passwordRequired' })
  .regex(passwordPattern, { error: 'validation.passwordRule' });

export const ACCOUNT_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{3,29}$/;
export const accountNameSchema = z
  .string({ error: 'validation.accountNameRequired' })
  .trim()
  .min(1, { error: 'validation.accountNameRequired' })
  .regex(ACCOUNT_NAME_PATTERN, { error: 'validation.accountNameFormat' });

export const PHONE_PATTERN = new RegExp(`^\\d{${LIMITS.phoneDigits}}$`);
export const phoneSchema = z
  .string({ error: 'validation.phoneRequired' })
  .trim()
  .min(1, { error: 'validation.phoneRequired' })
  .regex(PHONE_PATTERN, { error: 'validation.phoneFormat' });

export const emailSchema = z
  .string({ error: 'validation.emailRequired' })
  .trim()
  .min(1, { error: 'validation.emailRequired' })
  .max(254, { error: 'validation.emailFormat' })
  .pipe(z.email({ error: 'validation.emailFormat' }))
  .transform((v) => v.toLowerCase());

export const VERIFY_CODE_PATTERN = new RegExp(`^\\d{${LIMITS.verifyCodeDigits}}$`);
export const verifyCodeSchema = z
  .string({ error: 'validation.verifyCodeRequired' })
  .trim()
  .min(1, { error: 'validation.verifyCodeRequired' })
  .regex(VERIFY_CODE_PATTERN, { error: 'validation.verifyCodeFormat' });

export const ORDER_NO_PATTERN = /^[A-Za-z0-9.-]{1,30}$/;
export const CODE_PATTERN = /^[A-Z0-9-]+$/;
export const SERIAL_PATTERN = /^[A-Za-z0-9-]+$/;

/** Optional text with the specification's default input length. */
export const text = (max: number = LIMITS.defaultMaxLength) =>
  z.string().trim().max(max, { error: 'validation.tooLong' });

/** Parameters a message needs, by key: the form and the server fill the same placeholders. */
export const MESSAGE_PARAMS = {
  'validation.phoneFormat': { digits: LIMITS.phoneDigits },
  'products.imagesCount': { min: LIMITS.productImagesMin, max: LIMITS.productImagesMax },
  'products.skuFormat': { max: LIMITS.skuMaxLength },
} as const;
