import { API_BASE, type BodyIn, type DataOf, type Endpoint, type QueryIn } from '@oms/contracts';
import { request, type RequestOptions } from './client';
import { runtimeConfig } from '@/shared/lib/runtime-config';

// The typed way to call the API: pass the contracts' descriptor, and the body and the answer take its
// schemas' types (nothing to assert, nothing to retype).

type CallOptions<E extends Endpoint> = Omit<RequestOptions, 'method' | 'query' | 'raw'> & {
  /**
   * No session dialog on 401/402/1000: the caller shows the error itself (the public forms, where a
   * wrong password answers 1000, and sign-out). Still resolves to the envelope's data.
   */
  quiet?: boolean;
} & (QueryIn<E> extends undefined ? { query?: undefined } : { query: QueryIn<E> });

type Args<E extends Endpoint> = E['body'] extends undefined
  ? QueryIn<E> extends undefined
    ? [body?: undefined, opts?: CallOptions<E>]
    : [body: undefined, opts: CallOptions<E>]
  : undefined extends BodyIn<E>
    ? [body?: BodyIn<E>, opts?: CallOptions<E>]
    : [body: BodyIn<E>, opts?: CallOptions<E>];

/** The path a descriptor's call goes to, relative to the runtime API base. */
export const pathOf = (e: Endpoint) => e.path.slice(API_BASE.length + 1);

/**
 * The full URL of a descriptor's call with its query, for what the JSON client does not carry: a
 * plain link (a public template), a download with the session, a multipart upload.
 */
export const urlOf = <E extends Endpoint>(e: E, query?: QueryIn<E>) => {
  const entries = Object.entries(query ?? {}).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]));
  const qs = entries.length > 0 ? `?${new URLSearchParams(entries).toString()}` : '';
  return `${runtimeConfig().apiBase.replace(/\/$/, '')}/${pathOf(e)}${qs}`;
};

/** Calls one endpoint of the customer API. */
export const call = async <E extends Endpoint>(e: E, ...[body, opts]: Args<E>): Promise<DataOf<E>> => {
  const { query, quiet, ...rest } = (opts ?? {}) as RequestOptions & { quiet?: boolean };
  const options: RequestOptions = { ...rest, method: e.method, query };
  if (!quiet) return request<DataOf<E>>(pathOf(e), body, options);
  // A raw answer skips the dialogs; the caller still wants only the data.
  return (await request<{ data: DataOf<E> }>(pathOf(e), body, { ...options, raw: true })).data;
};

/** One typed function per endpoint of a group: `callers(brandsEndpoints).page(body)`. */
export const callers = <G extends Record<string, Endpoint>>(group: G) =>
  Object.fromEntries(
    Object.entries(group).map(([name, e]) => [name, (...args: Args<Endpoint>) => call(e, ...args)]),
  ) as unknown as { [K in keyof G]: (...args: Args<G[K]>) => Promise<DataOf<G[K]>> };
