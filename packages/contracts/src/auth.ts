import { z } from 'zod';
import { menuItemSchema } from './menu';
import { accountNameSchema, emailSchema, passwordSchema, phoneSchema, verifyCodeSchema } from './validation';
import { LIMITS } from './limits';

export const CUSTOMER_TYPE = { company: 1 } as const;

/**
 * Sign-in throttling. Failures count per (account, client address) and per address, never per account
 * alone: a stranger failing on purpose must not lock the real user out from their own address.
 */
export const LOGIN_THROTTLE = {
  windowMinutes: 15,
  /** Failures of one account from one address (since its last success) before it waits. */
  perAccountAddress: 5,
  /** Failures from one address, any accounts, before it waits. */
  perAddress: 30,
} as const;

/** Characters of the image captcha; the answer is compared case-insensitively. */
export const CAPTCHA_LENGTH = 4;

export const captchaResponse = z.object({ captchaKey: z.string(), image: z.string() });

/** Captcha fields are optional in the schema: the server requires them unless LOGIN_CAPTCHA=off. */
export const loginRequest = z.object({
  accountName: z
    .string()
    .trim()
    .min(1, { error: 'validation.accountNameRequired' })
    .max(LIMITS.accountNameMax),
  password: z.string().min(1, { error: 'validation.passwordRequired' }).max(128),
  captchaKey: z.string().max(64).optional(),
  captchaCode: z.string().trim().max(10).optional(),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const loginResponse = z.object({
  token: z.string(),
  userId: z.string(),
  tenantId: z.string(),
  companyId: z.string(),
  userName: z.string(),
  accountName: z.string(),
  customerType: z.number().int(),
});
export type LoginResponse = z.infer<typeof loginResponse>;

export const logoutQuery = z.object({ accountName: z.string().optional(), userId: z.string().optional() });
export const logoutResponse = z.null();

export const REG_TYPES = ['phone', 'email'] as const;
export type RegType = (typeof REG_TYPES)[number];

export const sendRegVerifyCodeRequest = z.discriminatedUnion('regType', [
  z.object({ regType: z.literal('phone'), phone: phoneSchema }),
  z.object({ regType: z.literal('email'), email: emailSchema }),
]);
export type SendRegVerifyCodeRequest = z.infer<typeof sendRegVerifyCodeRequest>;
export const sendRegVerifyCodeResponse = z.object({ resendAfterSeconds: z.number().int() });

const regCommon = {
  verifyCode: verifyCodeSchema,
  accountName: accountNameSchema,
  password: passwordSchema,
  confirmPassword: z.string({ error: 'validation.passwordRequired' }),
  companyName: z
    .string({ error: 'validation.companyNameRequired' })
    .trim()
    .min(1, { error: 'validation.companyNameRequired' })
    .max(LIMITS.companyNameMax, { error: 'validation.tooLong' }),
  agreeTerms: z.literal(true, { error: 'validation.termsRequired' }),
};
export const regRequest = z
  .discriminatedUnion('regType', [
    z.object({ regType: z.literal('phone'), phone: phoneSchema, ...regCommon }),
    z.object({ regType: z.literal('email'), email: emailSchema, ...regCommon }),
  ])
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    error: 'validation.passwordMismatch',
  });
export type RegRequest = z.infer<typeof regRequest>;
export const regResponse = z.object({ userId: z.string(), accountName: z.string() });

export const currentUser = z.object({
  userId: z.string(),
  userName: z.string(),
  accountName: z.string(),
  customerType: z.number().int(),
  tenantId: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  isMain: z.boolean(),
  permissions: z.array(z.string()),
  menus: z.array(menuItemSchema),
});
export type CurrentUser = z.infer<typeof currentUser>;
