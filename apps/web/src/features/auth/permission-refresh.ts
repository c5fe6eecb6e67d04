import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { RESULT_CODE } from '@oms/contracts';
import { ApiError } from '@/shared/api/client';
import { authKeys } from './api';

/** At most one refresh in this long, however many calls a page makes at once. */
export const REFRESH_GAP_MS = 10_000;

/**
 * A 403 answer may mean the user's role changed since the menus were loaded (the server applies a
 * role change to the holder's next call): reload /user/current, so the sidebar follows and the route
 * guard sends the user away from a page they no longer hold. Answers of the current-user call itself
 * never trigger it (no loop). Returns the unsubscribe.
 */
export const refreshPermissionsOnForbidden = (client: QueryClient) => {
  let last = -Infinity;
  const onError = (error: unknown, key?: QueryKey) => {
    if (!(error instanceof ApiError) || error.code !== RESULT_CODE.forbidden) return;
    if (key?.[0] === authKeys.all[0]) return;
    const now = Date.now();
    if (now - last < REFRESH_GAP_MS) return;
    last = now;
    void client.invalidateQueries({ queryKey: [...authKeys.all, 'current'] });
  };
  const offQueries = client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error')
      onError(event.action.error, event.query.queryKey);
  });
  const offMutations = client.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
  });
  return () => {
    offQueries();
    offMutations();
  };
};
