import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Fakes the timers (not the date) but lets them run at real speed, so that antd, React Query and
 * Testing Library work as before; `skip(ms)` then jumps over a wait such as a polling interval
 * instead of sleeping through it. setup.ts restores real timers after each test.
 */
export const fakeClock = () => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    shouldAdvanceTime: true,
  });
  return { skip: (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms)) };
};
