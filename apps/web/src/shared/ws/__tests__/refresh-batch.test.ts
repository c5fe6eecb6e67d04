import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QueryKey } from '@tanstack/react-query';
import { createRefreshBatch } from '../refresh-batch';

describe('createRefreshBatch', () => {
  afterEach(() => vi.useRealTimers());

  it('refreshes at once (what one turn asked for together), then a burst once, at the end of the window', () => {
    vi.useFakeTimers();
    const runs: QueryKey[][] = [];
    const batch = createRefreshBatch((keys) => runs.push(keys), 1000);

    batch.request([['products']]);
    batch.request([['homepage', 'todoList']]);
    expect(runs).toEqual([]);
    vi.advanceTimersByTime(0);
    expect(runs).toEqual([[['products'], ['homepage', 'todoList']]]);

    for (let i = 0; i < 50; i++) batch.request([['homepage', 'todoList'], i % 2 ? ['products'] : ['claims']]);
    vi.advanceTimersByTime(999);
    expect(runs).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(runs).toHaveLength(2);
    expect(runs[1]).toEqual([['homepage', 'todoList'], ['claims'], ['products']]);

    // Quiet for a window: the next request refreshes at once again.
    vi.advanceTimersByTime(1000);
    batch.request([['claims']]);
    vi.advanceTimersByTime(0);
    expect(runs).toHaveLength(3);
  });

  it('drops what waits when cancelled', () => {
    vi.useFakeTimers();
    const runs: QueryKey[][] = [];
    const batch = createRefreshBatch((keys) => runs.push(keys), 1000);
    batch.request([['a']]);
    vi.advanceTimersByTime(0);
    batch.request([['b']]);
    batch.cancel();
    vi.advanceTimersByTime(5000);
    expect(runs).toEqual([[['a']]]);
  });
});
