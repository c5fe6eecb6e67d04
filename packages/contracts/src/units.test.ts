import { describe, expect, it } from 'vitest';
import { measureInput, showSize, showWeight, toCm100, toGrams, trimZeros } from './units';

describe('weights and sizes', () => {
  it('stores kg and cm exactly and lbs and inch with the exact factors, half up', () => {
    expect(toGrams('2.5', 'kg')).toBe(2500);
    expect(toGrams('0.01', 'kg')).toBe(10);
    expect(toGrams('1', 'lbs')).toBe(454); // 453.59237
    expect(toGrams('2.5', 'lbs')).toBe(1134); // 1133.98
    expect(toCm100('12', 'inch')).toBe(3048);
    expect(toCm100('0.01', 'inch')).toBe(3); // 0.0254 cm → 0.03
    expect(toCm100('30.48', 'cm')).toBe(3048);
  });

  it('shows kg with 3 decimals, cm, lbs and inch with 2', () => {
    expect(showWeight(1134, 'kg')).toBe('1.134');
    expect(showWeight(1134, 'lbs')).toBe('2.50');
    expect(showWeight(5, 'kg')).toBe('0.005');
    expect(showSize(3048, 'cm')).toBe('30.48');
    expect(showSize(3048, 'inch')).toBe('12.00');
  });

  it('shows every value typed in lbs or inch back exactly as typed', () => {
    for (let n = 1; n <= 100_000; n += 7) {
      const typed = (n / 100).toFixed(2);
      expect(showWeight(toGrams(typed, 'lbs'), 'lbs')).toBe(typed);
      expect(showSize(toCm100(typed, 'inch'), 'inch')).toBe(typed);
    }
  });

  it('accepts numbers or strings above 0 with at most 2 decimals', () => {
    expect(measureInput.parse(2.5)).toBe('2.5');
    expect(measureInput.parse(' 3.25 ')).toBe('3.25');
    const issue = (v: unknown) => measureInput.safeParse(v).error?.issues[0]?.message;
    expect(issue('1.234')).toBe('products.measureFormat');
    expect(issue('-1')).toBe('products.measurePositive');
    expect(issue('0')).toBe('products.measurePositive');
    expect(issue('')).toBe('products.measureRequired');
    expect(trimZeros('2.50')).toBe('2.5');
    expect(trimZeros('3.000')).toBe('3');
  });
});
