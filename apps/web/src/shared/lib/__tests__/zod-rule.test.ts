import { afterAll, describe, expect, it } from 'vitest';
import type { RuleObject } from 'antd/es/form';
import type { FormRule } from 'antd';
import {
  accountNameSchema,
  passwordSchema,
  phoneSchema,
  regRequest,
  returnLineInput,
  text,
} from '@oms/contracts';
import i18n from '@/shared/i18n';
import { sameAsRule, zodRule, zodRules } from '../zod-rule';
import { loginRequest } from '@oms/contracts';

/** Runs a rule the way antd does and answers its error text, or null when the value passes. */
const check = async (rule: FormRule, value: unknown, values: Record<string, unknown> = {}) => {
  const object: RuleObject =
    typeof rule === 'function'
      ? rule({ getFieldValue: (name: string) => values[name] } as Parameters<typeof rule>[0])
      : rule;
  try {
    await object.validator?.(object, value, () => undefined);
    return null;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
};

describe('zodRule', () => {
  afterAll(() => i18n.changeLanguage('zh'));

  it('shows the schema messages in Chinese, with their parameters', async () => {
    await i18n.changeLanguage('zh');
    expect(await check(zodRule(phoneSchema), undefined)).toBe('请输入手机号');
    expect(await check(zodRule(phoneSchema), '1380013')).toBe('请输入 11 位手机号');
    expect(await check(zodRule(phoneSchema), '13800138000')).toBeNull();
    expect(await check(zodRule(passwordSchema), 'abcdefgh')).toBe(
      '密码为 8 到 15 位，须包含数字、字母和特殊符号 @#$%&*!',
    );
    expect(await check(zodRule(passwordSchema), 'Abc12345!')).toBeNull();
    expect(await check(zodRule(regRequest.options[0].shape.agreeTerms), false)).toBe('请阅读并勾选服务条款');
    expect(await check(zodRule(text(5)), 'abcdefg')).toBe('最多 5 个字符');
  });

  it('shows the same messages in English', async () => {
    await i18n.changeLanguage('en');
    expect(await check(zodRule(phoneSchema), '')).toBe('Enter the phone number');
    expect(await check(zodRule(phoneSchema), '123')).toBe('Enter a 11-digit phone number');
    expect(await check(zodRule(accountNameSchema), 'a!')).toBe(
      'The account is 4 to 30 letters, digits, dots, underscores or hyphens',
    );
    expect(await check(sameAsRule('password'), 'Abc12345@', { password: 'Abc12345!' })).toBe(
      'The two passwords are inconsistent, please re-enter',
    );
  });

  it('marks required fields and lets empty optional ones pass', async () => {
    await i18n.changeLanguage('zh');
    const rules = zodRules(loginRequest);
    expect(rules.accountName[0]).toMatchObject({ required: true });
    expect(rules.captchaCode[0]).toMatchObject({ required: false });
    expect(await check(rules.accountName[0]!, '')).toBe('请输入账号');
    expect(await check(rules.captchaCode[0]!, undefined)).toBeNull();
    expect(await check(zodRule(text()), '')).toBeNull();
  });

  it("shows a select's own message when it was never chosen, not the generic one of ''", async () => {
    await i18n.changeLanguage('zh');
    // `idSchema.or(z.undefined()).refine(…)`: '' fails the id's format (generic), undefined the refine.
    const rule = zodRule(returnLineInput.shape.productId);
    expect(rule).toMatchObject({ required: true });
    expect(await check(rule, undefined)).toBe('请选择 SKU');
    expect(await check(rule, '')).toBe('提交的数据不正确');
  });

  it('passes equal confirmations', async () => {
    expect(await check(sameAsRule('password'), 'Abc12345!', { password: 'Abc12345!' })).toBeNull();
    expect(await check(sameAsRule('password'), 'x', { password: 'y' })).toBe(
      '两次输入的密码不一致，请重新输入',
    );
  });
});
