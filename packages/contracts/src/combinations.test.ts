import { describe, expect, it } from 'vitest';
import {
  COMBINATION_LIMITS,
  combinationAvailable,
  combinationTotalPcs,
  createCombinationRequest,
} from './combinations';
import { MESSAGES } from './messages';

const line = (productId: string, ratio: unknown) => ({ productId, ratio });
const issuesOf = (body: unknown) =>
  createCombinationRequest.safeParse(body).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('combinationAvailable', () => {
  it('is the minimum over the components of available / ratio, rounded down', () => {
    const components = [line('1', 2), line('2', 3)] as { productId: string; ratio: number }[];
    expect(
      combinationAvailable(
        components,
        new Map([
          ['1', 10],
          ['2', 10],
        ]),
      ),
    ).toBe(3);
    expect(combinationAvailable(components, { '1': 5, '2': 300 })).toBe(2);
    expect(combinationAvailable(components, { '1': 7, '2': 9 })).toBe(3);
    expect(combinationAvailable([line('1', 1)] as never, { '1': 42 })).toBe(42);
  });

  it('is 0 when a component has too little stock, none, or no entry at all', () => {
    const components = [line('1', 2), line('2', 3)] as { productId: string; ratio: number }[];
    expect(combinationAvailable(components, { '1': 100, '2': 2 })).toBe(0);
    expect(combinationAvailable(components, { '1': 100, '2': 0 })).toBe(0);
    expect(combinationAvailable(components, { '1': 100 })).toBe(0);
    expect(combinationAvailable(components, new Map())).toBe(0);
    expect(combinationAvailable([], { '1': 100 })).toBe(0);
  });
});

describe('combinationTotalPcs', () => {
  it('sums the ratios, skipping lines whose ratio is not yet a positive whole number', () => {
    expect(combinationTotalPcs([{ ratio: 2 }, { ratio: 3 }])).toBe(5);
    expect(combinationTotalPcs([{ ratio: 2 }, { ratio: null }, { ratio: '4' }, { ratio: 1.5 }])).toBe(6);
    expect(combinationTotalPcs([])).toBe(0);
  });
});

describe('the combination form schema', () => {
  const ok = { name: ' Gift set ', components: [line('1', 2), line('2', '3')] };

  it('trims the name and coerces the ratios', () => {
    expect(createCombinationRequest.parse(ok)).toEqual({
      name: 'Gift set',
      components: [line('1', 2), line('2', 3)],
    });
  });

  it('marks the repeated line, ratios out of range and missing products with message keys', () => {
    expect(issuesOf({ ...ok, components: [line('1', 2), line('2', 1), line('1', 5)] })).toEqual([
      ['components.2.productId', 'combinations.componentDuplicate'],
    ]);
    expect(issuesOf({ ...ok, components: [line('1', 0)] })).toEqual([
      ['components.0.ratio', 'combinations.ratioFormat'],
    ]);
    expect(issuesOf({ ...ok, components: [line('1', COMBINATION_LIMITS.ratioMax + 1)] })).toEqual([
      ['components.0.ratio', 'combinations.ratioFormat'],
    ]);
    expect(issuesOf({ ...ok, components: [line('1', 1.5)] })).toEqual([
      ['components.0.ratio', 'combinations.ratioFormat'],
    ]);
    expect(issuesOf({ ...ok, components: [line('', 1)] })).toEqual([
      ['components.0.productId', 'combinations.productRequired'],
    ]);
    expect(issuesOf({ ...ok, name: '  ', components: [] })).toEqual([
      ['name', 'combinations.nameRequired'],
      ['components', 'combinations.componentsRequired'],
    ]);
    const many = Array.from({ length: COMBINATION_LIMITS.componentsMax + 1 }, (_, i) =>
      line(String(i + 1), 1),
    );
    expect(issuesOf({ ...ok, components: many })).toEqual([['components', 'combinations.componentsTooMany']]);
  });

  it('has every message in both languages', () => {
    for (const key of Object.keys(MESSAGES).filter((k) => k.startsWith('combinations.'))) {
      const m = MESSAGES[key as keyof typeof MESSAGES];
      expect([key, m.zh.length > 0, m.en.length > 0]).toEqual([key, true, true]);
    }
    expect(MESSAGES['combinations.ratioFormat'].en).toBe('The ratio is a whole number from 1 to 9999');
  });
});
