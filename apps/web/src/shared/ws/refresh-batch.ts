import type { QueryKey } from '@tanstack/react-query';

/** The shortest time between two refreshes of the live channel's queries. */
export const REFRESH_EVERY_MS = 1000;

/**
 * Refreshes query keys at most once per `ms`: the first request at once (with whatever else is
 * requested in the same turn of the event loop), the keys requested during
 * the following `ms` together at its end (each key once), and so on while requests keep coming. A
 * burst of notices (the warehouse settling fifty documents in a second) then costs two rounds of
 * calls instead of fifty, and the last notice's change is still shown within `ms`.
 */
export const createRefreshBatch = (run: (keys: QueryKey[]) => void, ms = REFRESH_EVERY_MS) => {
  const pending = new Map<string, QueryKey>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    timer = null;
    if (pending.size === 0) return;
    const keys = [...pending.values()];
    pending.clear();
    timer = setTimeout(flush, ms);
    run(keys);
  };
  return {
    request(keys: readonly QueryKey[]) {
      for (const key of keys) pending.set(JSON.stringify(key), key);
      // At once, but after what else this turn asks for (one notice asks in several places).
      if (timer === null) timer = setTimeout(flush, 0);
    },
    /** Drops what waits (the channel closed). */
    cancel() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      pending.clear();
    },
  };
};
