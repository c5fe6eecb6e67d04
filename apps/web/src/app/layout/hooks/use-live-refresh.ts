import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { liveKeysOf } from '@/shared/api/live-keys';
import { useLiveStore } from '@/shared/ws/live-store';

/**
 * The one live refresh of the portal: each notice of the live channel (to-do or update) invalidates
 * the queries of every domain that declared its relateType (`defineDomain(…, { live })`). TanStack
 * Query refetches what is on screen at once; the rest (kept-alive tabs, pages not open) is stale and
 * refetches when shown. Subscribed outside React's render, so two notices in one tick both count.
 */
export const useLiveRefresh = () => {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      useLiveStore.subscribe((state, previous) => {
        const notice = state.lastNotice;
        if (!notice || state.refreshTick === previous.refreshTick) return;
        for (const queryKey of liveKeysOf(notice.relateType))
          void queryClient.invalidateQueries({ queryKey });
      }),
    [queryClient],
  );
};
