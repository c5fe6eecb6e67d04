import { describe, expect, it } from 'vitest';
import { changePasswordRequest, maskEmail, maskPhone, sendSecurityCodeRequest } from './account-security';

const messagesOf = (input: unknown) =>
  changePasswordRequest.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('account security contracts', () => {
  it('masks phones and e-mails', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
    expect(maskPhone('123456')).toBe('1****6');
    expect(maskEmail('alice@example.com')).toBe('a***@example.com');
    expect(maskEmail('a@example.com')).toBe('a***@example.com');
    expect(maskEmail('broken')).toBe('***');
  });

  it('checks the confirmation and that the new password differs', () => {
    expect(
      messagesOf({ oldPassword: 'Old#Pass1', newPassword: 'New#Pass1', confirmPassword: 'New#Pass1' }),
    ).toEqual([]);
    expect(
      messagesOf({ oldPassword: 'Old#Pass1', newPassword: 'New#Pass1', confirmPassword: 'New#Pass2' }),
    ).toEqual([['confirmPassword', 'validation.passwordMismatch']]);
    expect(
      messagesOf({ oldPassword: 'Same#Pass1', newPassword: 'Same#Pass1', confirmPassword: 'Same#Pass1' }),
    ).toEqual([['newPassword', 'security.samePassword']]);
    expect(messagesOf({ oldPassword: '', newPassword: 'short', confirmPassword: '' })).toEqual([
      ['oldPassword', 'validation.oldPasswordRequired'],
      ['newPassword', 'validation.passwordRule'],
      ['confirmPassword', 'validation.confirmPasswordRequired'],
    ]);
  });

  it('validates the code target by channel', () => {
    expect(sendSecurityCodeRequest.safeParse({ channel: 'phone', target: '13812345678' }).success).toBe(true);
    expect(sendSecurityCodeRequest.safeParse({ channel: 'phone', target: 'a@b.co' }).success).toBe(false);
    expect(sendSecurityCodeRequest.parse({ channel: 'email', target: 'A@Example.COM' })).toEqual({
      channel: 'email',
      target: 'a@example.com',
    });
  });
});
