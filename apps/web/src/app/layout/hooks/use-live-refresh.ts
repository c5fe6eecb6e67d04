import { useEffect, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { liveKeysOf } from '@/shared/api/live-keys';
import { useLiveStore } from '@/shared/ws/live-store';
import { createRefreshBatch } from '@/shared/ws/refresh-batch';

/**
 * The one live refresh of the portal: each notice of the live channel (to-do or update) invalidates
 * the queries of every domain that declared its relateType (`defineDomain(…, { live })`). TanStack
 * Query refetches what is on screen; the rest (kept-alive tabs, pages not open) is stale and
 * refetches when shown. Subscribed outside React's render, so two notices in one tick both count.
 * Refreshes are batched (shared/ws/refresh-batch.ts): a burst of notices refetches each query at
 * most once a second, and never cancels a fetch under way.
 */
export const useLiveRefresh = () => {
  const queryClient = useQueryClient();
  const batch = useMemo(() => {
    const refresh = createRefreshBatch((keys) => {
      // A fetch under way finishes (cancelling it for a new one each round would starve a page slower
      // than the round); since it may have read the data before the change, its key is refreshed
      // again in the next round. Busy is what was loading before this round started any fetch.
      const busy = keys.filter((queryKey) => queryClient.isFetching({ queryKey }) > 0);
      if (busy.length > 0) refresh.request(busy);
      for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false });
    });
    return refresh;
  }, [queryClient]);
  useEffect(() => () => batch.cancel(), [batch]);
  useEffect(
    () =>
      useLiveStore.subscribe((state, previous) => {
        const notice = state.lastNotice;
        if (!notice || state.refreshTick === previous.refreshTick) return;
        batch.request(liveKeysOf(notice.relateType));
      }),
    [batch],
  );
};
