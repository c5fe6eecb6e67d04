import { describe, expect, it } from 'vitest';
import { createTotalsCache, totalKey } from './paginate-totals';

describe('the totals kept above the count cap', () => {
  it('keeps a total for its time to live, per database handle', () => {
    let clock = 0;
    const cache = createTotalsCache(5000, 10, () => clock);
    const db = {};
    cache.set(db, 'q', 20_000);
    expect(cache.get(db, 'q')).toBe(20_000);
    // Another database (a second app, a transaction) never reads it.
    expect(cache.get({}, 'q')).toBeUndefined();
    clock = 4999;
    expect(cache.get(db, 'q')).toBe(20_000);
    clock = 5000;
    expect(cache.get(db, 'q')).toBeUndefined();
    cache.set(db, 'q', 30_000);
    cache.forget(db, 'q');
    expect(cache.get(db, 'q')).toBeUndefined();
  });

  it('holds at most its bound, dropping the oldest first', () => {
    const cache = createTotalsCache(5000, 3, () => 0);
    const db = {};
    for (const key of ['a', 'b', 'c', 'd']) cache.set(db, key, 1);
    expect(['a', 'b', 'c', 'd'].map((k) => cache.get(db, k))).toEqual([undefined, 1, 1, 1]);
  });

  it('keys a count by its SQL and its parameters', () => {
    const query = (params: unknown[]) => ({ toSQL: () => ({ sql: 'select count(*) … $1', params }) });
    expect(totalKey(query([1]))).not.toBe(totalKey(query([2])));
    expect(totalKey(query([1]))).toBe(totalKey(query([1])));
  });
});
