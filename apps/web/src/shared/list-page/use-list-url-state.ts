import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import type { FiltersOf, PageParams } from './types';

const PAGE_FIELDS = ['current', 'size', 'sort', 'cursor'] as const;

/**
 * The page's query from the URL, parsed with the page's zod schema (the same one the server checks).
 * A parameter that fails (a hand-edited URL) is dropped rather than breaking the page.
 */
export const parseListParams = <Q>(schema: z.ZodType<Q>, search: string, scope: object = {}): Q => {
  const raw: Record<string, unknown> = { ...Object.fromEntries(new URLSearchParams(search)), ...scope };
  const first = schema.safeParse(raw);
  if (first.success) return first.data;
  for (const issue of first.error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string') delete raw[key];
  }
  const second = schema.safeParse({ ...raw, ...scope });
  return second.success ? second.data : schema.parse({ ...scope });
};

/** The query as URL search text: blanks and defaults (page 1, the default size) stay out of the URL. */
export const toListSearch = (params: object, defaults: object = {}): string => {
  const base = defaults as Record<string, unknown>;
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '' || base[key] === value) continue;
    out.set(key, String(value));
  }
  return out.toString();
};

export const filtersOf = <Q extends PageParams>(params: Q): FiltersOf<Q> => {
  const filters: Record<string, unknown> = { ...params };
  for (const field of PAGE_FIELDS) delete filters[field];
  return filters as FiltersOf<Q>;
};

export type ListStateOptions = {
  /** Keep the state in memory instead of the URL (a list inside a drawer, beside the page's own). */
  memory?: boolean;
  /** Filters fixed by the context (e.g. the store whose mapping is listed): always sent, never in the URL. */
  scope?: object;
};

/**
 * Paging, sorting and filters of a list page, kept in the URL: back and forward step through them,
 * a reload keeps them, and a link shares them. Every change pushes a history entry.
 *
 * A page kept alive in a hidden tab still renders while another route is shown; it keeps reading
 * its own last URL (the path it was opened on), never the other page's.
 */
export const useListUrlState = <Q extends PageParams>(
  schema: z.ZodType<Q>,
  options: ListStateOptions = {},
) => {
  const location = useLocation();
  const navigate = useNavigate();
  const memory = options.memory === true;
  const scopeKey = JSON.stringify(options.scope ?? {});
  const scope = useMemo(() => JSON.parse(scopeKey) as object, [scopeKey]);
  const [ownPath] = useState(location.pathname);
  const [ownSearch, setOwnSearch] = useState(memory ? '' : location.search);
  if (!memory && location.pathname === ownPath && location.search !== ownSearch)
    setOwnSearch(location.search);

  const defaults = useMemo(() => schema.parse({ ...scope }), [schema, scope]);
  const params = useMemo(() => parseListParams(schema, ownSearch, scope), [schema, ownSearch, scope]);
  const filters = useMemo(() => filtersOf(params), [params]);

  const go = useCallback(
    (next: object) => {
      // The scope is added back when the state is read; defaults stay out.
      const search = toListSearch(next, { ...defaults, ...scope });
      if (memory) setOwnSearch(search);
      else void navigate(search ? `${ownPath}?${search}` : ownPath);
    },
    [navigate, ownPath, defaults, scope, memory],
  );

  return {
    params,
    filters,
    /** New filters (replacing the old ones) from the first page, keeping size and sort. */
    setFilters: useCallback(
      (next: Partial<FiltersOf<Q>>) => go({ current: 1, size: params.size, sort: params.sort, ...next }),
      [go, params.size, params.sort],
    ),
    setPage: useCallback(
      (current: number, size: number = params.size) =>
        go({ ...params, cursor: undefined, current: size === params.size ? current : 1, size }),
      [go, params],
    ),
    setSort: useCallback(
      (sort: string | undefined) => go({ ...params, cursor: undefined, current: 1, sort }),
      [go, params],
    ),
    /** Back to no filters, page 1 and the default sort (the size stays). */
    reset: useCallback(() => go({ size: params.size }), [go, params.size]),
  };
};
