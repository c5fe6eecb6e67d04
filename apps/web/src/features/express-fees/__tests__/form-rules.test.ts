import { afterAll, describe, expect, it } from 'vitest';
import type { RuleObject } from 'antd/es/form';
import i18n from '@/shared/i18n';
import { fieldRules } from '../lib/form-rules';

// The trial form says what the server says of a weight at or below 0: that it must be above 0.

const errorOf = async (rule: RuleObject, value: unknown) => {
  try {
    await rule.validator?.(rule, value, () => undefined);
    return null;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
};
const weight = fieldRules.weight[0] as RuleObject;

describe('fee trial form rules', () => {
  afterAll(() => i18n.changeLanguage('zh'));

  it('a negative or zero weight must be above 0, in both languages', async () => {
    await i18n.changeLanguage('zh');
    expect(await errorOf(weight, '-2')).toBe('须大于 0');
    await i18n.changeLanguage('en');
    expect(await errorOf(weight, '-2')).toBe('Must be above 0');
    expect(await errorOf(weight, '0')).toBe('Must be above 0');
    expect(await errorOf(weight, '1.234')).not.toBe('Must be above 0');
    expect(await errorOf(weight, '2.5')).toBeNull();
  });
});
