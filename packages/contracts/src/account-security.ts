import { z } from 'zod';
import { LIMITS } from './limits';
import { actionCode, definePage } from './page';
import { emailSchema, passwordSchema, phoneSchema, verifyCodeSchema } from './validation';

// The account security page (/clientCenter/accountSafety): bound phone and e-mail, password change.
// Calls are POST /api/account-security/<action>; reading needs OMS_CLIENTSAFETY, changes
// OMS_CLIENTSAFETY:edit.

export const ACCOUNT_SECURITY_CODE = 'OMS_CLIENTSAFETY';
export const ACCOUNT_SECURITY_PAGE = definePage(ACCOUNT_SECURITY_CODE, ['edit']);
export const ACCOUNT_SECURITY_EDIT_CODE = actionCode(ACCOUNT_SECURITY_CODE, 'edit');

export const SECURITY_CHANNELS = ['phone', 'email'] as const;
export type SecurityChannel = (typeof SECURITY_CHANNELS)[number];

/** 13812345678 → 138****5678: the first three and the last four digits stay readable. */
export const maskPhone = (phone: string): string => {
  const p = phone.trim();
  if (p.length <= 7) return `${p.slice(0, 1)}****${p.slice(-1)}`;
  return `${p.slice(0, 3)}****${p.slice(-4)}`;
};

/** alice@example.com → a***@example.com: the first character of the mailbox and the whole domain. */
export const maskEmail = (email: string): string => {
  const e = email.trim();
  const at = e.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${e.slice(0, 1)}***${e.slice(at)}`;
};

export const securityInfo = z.object({
  accountName: z.string(),
  userName: z.string(),
  /** Null while no phone is bound. */
  phoneMasked: z.string().nullable(),
  /** Null while no e-mail is bound. */
  emailMasked: z.string().nullable(),
  /** When the password was last changed (ISO 8601, UTC), or when the account was created. */
  passwordUpdatedAt: z.string().optional(),
});
export type SecurityInfo = z.infer<typeof securityInfo>;

export const sendSecurityCodeRequest = z.discriminatedUnion('channel', [
  z.object({ channel: z.literal('phone'), target: phoneSchema }),
  z.object({ channel: z.literal('email'), target: emailSchema }),
]);
export type SendSecurityCodeRequest = z.infer<typeof sendSecurityCodeRequest>;
export const sendSecurityCodeResponse = z.object({ resendAfterSeconds: z.number().int() });

export const bindPhoneRequest = z.object({ phone: phoneSchema, verifyCode: verifyCodeSchema });
export type BindPhoneRequest = z.infer<typeof bindPhoneRequest>;

export const bindEmailRequest = z.object({ email: emailSchema, verifyCode: verifyCodeSchema });
export type BindEmailRequest = z.infer<typeof bindEmailRequest>;

/** The old password is only checked against the stored hash: any length the user once chose. */
export const oldPasswordSchema = z
  .string({ error: 'validation.oldPasswordRequired' })
  .min(1, { error: 'validation.oldPasswordRequired' })
  .max(128, { error: 'security.oldPasswordWrong' });

export const confirmPasswordSchema = z
  .string({ error: 'validation.confirmPasswordRequired' })
  .min(1, { error: 'validation.confirmPasswordRequired' })
  .max(LIMITS.passwordMax, { error: 'validation.passwordMismatch' });

// An empty confirmation or new password has its own "required" message; the refinements stay quiet then.
export const changePasswordRequest = z
  .object({
    oldPassword: oldPasswordSchema,
    newPassword: passwordSchema,
    confirmPassword: confirmPasswordSchema,
  })
  .refine((v) => !v.confirmPassword || v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    error: 'validation.passwordMismatch',
  })
  .refine((v) => !v.newPassword || v.newPassword !== v.oldPassword, {
    path: ['newPassword'],
    error: 'security.samePassword',
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

/** How many other sessions of the user the change signed out (the current one stays). */
export const changePasswordResponse = z.object({ signedOutSessions: z.number().int() });
export type ChangePasswordResponse = z.infer<typeof changePasswordResponse>;
