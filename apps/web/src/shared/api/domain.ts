import { hashKey, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { Endpoint, TodoRelateType } from '@oms/contracts';
import type { z } from 'zod';
import { listSource } from '@/shared/list-page/list-source';
import { createQueryKeys } from '@/shared/list-page/query-keys';
import type { FetchPage, PageParams } from '@/shared/list-page/types';
import { callers } from './call';
import { declareLive } from './live-keys';

type Options = {
  /**
   * What else a change refreshes (other domains that show this one's data). A hook: it runs inside
   * the change's hook, so it may read the session.
   */
  useAlsoRefreshes?: () => readonly QueryKey[];
  /**
   * The document types (to-do related types, `TODO_TYPE`) this domain shows: a live notice of one of
   * them (a to-do or an update, e.g. the warehouse approved a product) refetches every list and
   * detail of the domain that is on screen, and marks the others stale (`shared/api/live-keys.ts`).
   */
  live?: readonly TodoRelateType[];
};

const nothingElse = (): readonly QueryKey[] => [];

/**
 * A domain's web side from its contracts group: `keys` (the domain's query key factory), `calls`
 * (one typed function per endpoint, `callers(group)`), `list` (a list page's source of rows),
 * `useDetail` (one row's query by id) and `useChange` (a mutation that refreshes every list and
 * detail of the domain, and what `useAlsoRefreshes` names). A feature's api.ts wraps the calls its
 * screens take by id. With `live`, the domain's queries refresh on live notices of those types.
 */
export const defineDomain = <const D extends string, G extends Record<string, Endpoint>>(
  domain: D,
  group: G,
  options: Options = {},
) => {
  const keys = createQueryKeys(domain);
  if (options.live) declareLive(options.live, keys.all);
  const useAlsoRefreshes = options.useAlsoRefreshes ?? nothingElse;

  /**
   * A change, refreshing the domain (and `useAlsoRefreshes`) once it succeeds. `gone` names the rows
   * the change removed: their details are marked stale but not fetched again (a detail page deleting
   * its own row would ask for it once more, and get 404, before it goes back to the list).
   */
  const useChange = <T, R>(
    change: (body: T) => Promise<R>,
    options: { gone?: (body: T) => readonly string[] } = {},
  ) => {
    const queryClient = useQueryClient();
    const also = useAlsoRefreshes();
    return useMutation({
      mutationFn: (body: T) => change(body),
      onSuccess: (_answer, body) => {
        const gone = (options.gone?.(body) ?? []).map((id) => keys.detail(id));
        const goneHashes = new Set(gone.map((key) => hashKey(key)));
        return Promise.all([
          ...gone.map((queryKey) =>
            queryClient.invalidateQueries({ queryKey, exact: true, refetchType: 'none' }),
          ),
          ...[keys.all, ...also].map((queryKey) =>
            queryClient.invalidateQueries({ queryKey, predicate: (q) => !goneHashes.has(q.queryHash) }),
          ),
        ]);
      },
    });
  };

  /** One row by id (none while `id` is null), read with `fetch`. */
  const useDetail = <R>(fetch: (id: string) => Promise<R>, id: string | null) =>
    useQuery({ queryKey: keys.detail(id), queryFn: () => fetch(id!), enabled: id !== null });

  /** A list page's source: its column configuration's page key, query schema and page call. */
  const list = <Row, Q extends PageParams>(pageKey: string, schema: z.ZodType<Q>, page: FetchPage<Q, Row>) =>
    listSource(pageKey, schema, keys, page);

  return { keys, calls: callers(group), list, useChange, useDetail };
};

/** A delete's `useChange` options: the rows of its `ids` are gone (their details are not asked for again). */
export const DELETES_IDS = { gone: (body: { ids: readonly string[] }) => body.ids };

/** A call whose body is `{ id }`, taking the id alone. */
export const byId =
  <R>(call: (body: { id: string }) => Promise<R>) =>
  (id: string) =>
    call({ id });

/** A call whose body is `{ ids }`, taking the ids alone (batch changes: delete, enable, disable). */
export const byIds =
  <R>(call: (body: { ids: string[] }) => Promise<R>) =>
  (ids: string[]) =>
    call({ ids });

/**
 * A form's save: an update of `editing` (the values with its id) or, with no row, a create of the
 * values. `createOrUpdate<Values>(editing, api.create, api.update)`, given to the domain's `useChange`.
 */
export const createOrUpdate =
  <V>(
    editing: { id: string } | null,
    create: (body: V) => Promise<unknown>,
    update: (body: V & { id: string }) => Promise<unknown>,
  ) =>
  (values: V) =>
    editing ? update({ ...values, id: editing.id }) : create(values);

/**
 * A change whose answer is the new state of one cached query (`key`, e.g. the user's security info):
 * the answer goes into it at once, then `refresh` (the domain's keys) is read again anyway.
 */
export const useChangeInto = <T, R>(change: (body: T) => Promise<R>, key: QueryKey, refresh: QueryKey) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: T) => change(body),
    onSuccess: (answer) => {
      queryClient.setQueryData(key, answer);
      void queryClient.invalidateQueries({ queryKey: refresh });
    },
  });
};
