import { describe, expect, it } from 'vitest';
import { amountSchema, fromMinor, multiplyMinor, percentOfMinor, sumMinor, toMinor } from './money';

describe('money', () => {
  it('parses decimal strings to minor units exactly and prints them back with two places', () => {
    expect(['0', '0.1', '0.01', '19.9', '1234.50', '-0.05', '9999999999.99'].map(toMinor)).toEqual([
      0, 10, 1, 1990, 123450, -5, 999999999999,
    ]);
    expect([0, 1, 10, 1990, 123450, -5, -100].map(fromMinor)).toEqual([
      '0.00',
      '0.01',
      '0.10',
      '19.90',
      '1234.50',
      '-0.05',
      '-1.00',
    ]);
    // Every two-decimal amount survives the round trip (a float would lose some, e.g. 0.29 * 100).
    for (let minor = 0; minor < 100_000; minor += 7) expect(toMinor(fromMinor(minor))).toBe(minor);
    for (const bad of ['', '1.234', '1,00', 'abc', '.5', '1e3']) expect(() => toMinor(bad)).toThrow();
  });

  it('multiplies and takes percentages with half-up rounding to the minor unit', () => {
    expect(multiplyMinor(199, 3)).toBe(597);
    expect(multiplyMinor(350, '0.125')).toBe(44); // 43.75 → 44
    expect(multiplyMinor(100, '0.005')).toBe(1); // 0.5 → 1
    expect(multiplyMinor(100, '0.004')).toBe(0);
    expect(multiplyMinor(-100, '0.005')).toBe(-1); // half away from zero
    expect(percentOfMinor(1000, '12.5')).toBe(125);
    expect(percentOfMinor(999, '12.5')).toBe(125); // 124.875 → 125
    expect(sumMinor([1, 2, 3])).toBe(6);
    expect(() => sumMinor([Number.MAX_SAFE_INTEGER, 1])).toThrow();
  });

  it('validates typed amounts with the specification’s rules and messages', () => {
    const positive = amountSchema('positive');
    const nonNegative = amountSchema('nonNegative');
    expect(positive.parse(' 12.5 ')).toBe('12.5');
    expect(positive.parse(3)).toBe('3');
    expect(positive.safeParse('0').error?.issues[0]?.message).toBe('validation.amountPositive');
    expect(positive.safeParse('1.234').error?.issues[0]?.message).toBe('validation.amountPositive');
    expect(positive.safeParse('').error?.issues[0]?.message).toBe('validation.amountRequired');
    expect(nonNegative.parse('0')).toBe('0');
    expect(nonNegative.safeParse('-1').error?.issues[0]?.message).toBe('validation.amountNonNegative');
  });
});
