import { useEffect, useState } from 'react';
import { LIMITS } from '@oms/contracts';

export type Debounced<A extends unknown[]> = ((...args: A) => void) & {
  /** Drops a pending call. */
  cancel: () => void;
  /** Runs a pending call now. */
  flush: () => void;
};

/** Calls `fn` once the calls have stopped for `ms` (default 500 ms, specification §9), with the last arguments. */
export const debounce = <A extends unknown[]>(
  fn: (...args: A) => void,
  ms: number = LIMITS.debounceMs,
): Debounced<A> => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;
  const run = () => {
    timer = undefined;
    const args = pending;
    pending = undefined;
    if (args) fn(...args);
  };
  const debounced = (...args: A) => {
    pending = args;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(run, ms);
  };
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  debounced.flush = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    run();
  };
  return debounced;
};

/** The value, updated only after it has stopped changing for `ms` (e.g. a search box). */
export const useDebouncedValue = <T>(value: T, ms: number = LIMITS.debounceMs): T => {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
};
