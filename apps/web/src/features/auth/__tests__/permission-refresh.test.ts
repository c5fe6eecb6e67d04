import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { RESULT_CODE } from '@oms/contracts';
import { ApiError } from '@/shared/api/client';
import { authKeys } from '../api';
import { REFRESH_GAP_MS, refreshPermissionsOnForbidden } from '../permission-refresh';

const fail = (code: number) => () => Promise.reject(new ApiError(code, 'no', null, code));

describe('refreshPermissionsOnForbidden', () => {
  afterEach(() => vi.useRealTimers());

  it('reloads the current user after a 403 of a query or a mutation, at most once per gap', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
    });
    const off = refreshPermissionsOnForbidden(client);
    // The route guard observes the current user, as the app does.
    const current = vi.fn(async () => ({ permissions: [] }));
    const guard = new QueryObserver(client, {
      queryKey: authKeys.current('t'),
      queryFn: current,
      staleTime: Infinity,
    });
    const stop = guard.subscribe(() => undefined);
    await vi.waitFor(() => expect(current).toHaveBeenCalledTimes(1));
    const mutate = () =>
      client
        .getMutationCache()
        .build(client, { mutationFn: fail(RESULT_CODE.forbidden) })
        .execute(undefined)
        .catch(() => null);

    await client
      .fetchQuery({ queryKey: ['roles', 'list'], queryFn: fail(RESULT_CODE.forbidden) })
      .catch(() => null);
    await vi.waitFor(() => expect(current).toHaveBeenCalledTimes(2));
    await mutate();
    expect(current).toHaveBeenCalledTimes(2); // within the gap
    vi.setSystemTime(Date.now() + REFRESH_GAP_MS + 1);
    await mutate();
    await vi.waitFor(() => expect(current).toHaveBeenCalledTimes(3));

    // Other failures, and a 403 of the current-user call itself, change nothing.
    vi.setSystemTime(Date.now() + REFRESH_GAP_MS + 1);
    await client.fetchQuery({ queryKey: ['x'], queryFn: fail(RESULT_CODE.conflict) }).catch(() => null);
    await client
      .fetchQuery({ queryKey: authKeys.current('other'), queryFn: fail(RESULT_CODE.forbidden) })
      .catch(() => null);
    await new Promise((r) => setTimeout(r, 20));
    expect(current).toHaveBeenCalledTimes(3);
    stop();
    off();
  });
});
