import type { z } from 'zod';

// Every call of the customer API (/api) and of the warehouse integration API (/open-api/warehouse) is
// declared once, here in contracts, next to its schemas: method, path, body, query, params, the data
// its envelope carries, and who may call it. The server registers its routes from these descriptors
// (apps/server/src/lib/endpoints.ts), the web client infers body and answer types from them
// (apps/web/src/shared/api/call.ts), the OpenAPI documents come from them, and one access test walks
// them all (apps/server/test/access.test.ts).

/** Customer API base path, and the warehouse integration API's. */
export const API_BASE = '/api';
export const INTEGRATION_BASE = '/open-api/warehouse';

/**
 * Who may call an endpoint: a permission code the session must hold (`OMS_SYSTEM` = any signed-in
 * user), `null` for a public call, or `INTEGRATION` for a warehouse API key.
 */
export const INTEGRATION = 'integration' as const;
export type Access = string | null | typeof INTEGRATION;

type Schema = z.ZodType;

export type EndpointSpec = {
  method: 'GET' | 'POST';
  /** The full path: `/api/brands/page`, `/open-api/warehouse/products/:id/approve`. */
  path: string;
  access: Access;
  /** OpenAPI summary: what the call does, one line. */
  summary: string;
  tags: readonly string[];
  body?: Schema;
  query?: Schema;
  params?: Schema;
  /** The `data` of the `{ code, message, data }` envelope; absent for a file or other raw answer. */
  response?: Schema;
  /** Multipart upload (`file` field); the body is not JSON. */
  multipart?: boolean;
  /**
   * A customer call that creates or pays: a client may send an Idempotency-Key so that a retried
   * request has one effect (integration POSTs always require one).
   */
  idempotent?: boolean;
};

/** An endpoint descriptor; the type parameter keeps its schemas' exact types. */
export type Endpoint<S extends EndpointSpec = EndpointSpec> = S & {
  readonly domain: string;
  readonly name: string;
};

type Infer<S, Fallback> = S extends Schema ? z.output<S> : Fallback;
type InferIn<S, Fallback> = S extends Schema ? z.input<S> : Fallback;

/** What a handler receives after validation, and what it answers. */
export type BodyOf<E extends EndpointSpec> = Infer<E['body'], undefined>;
export type QueryOf<E extends EndpointSpec> = Infer<E['query'], undefined>;
export type ParamsOf<E extends EndpointSpec> = Infer<E['params'], undefined>;
export type DataOf<E extends EndpointSpec> = Infer<E['response'], unknown>;
/** What a client sends (before defaults and coercion). */
export type BodyIn<E extends EndpointSpec> = InferIn<E['body'], undefined>;
export type QueryIn<E extends EndpointSpec> = InferIn<E['query'], undefined>;

type Def = Omit<EndpointSpec, 'path' | 'tags' | 'method'> & {
  method?: 'GET' | 'POST';
  /** Path under the group's base; defaults to the endpoint's name (`page` → `/api/brands/page`). */
  path?: string;
};

type Group<T extends Record<string, Def>> = {
  readonly [K in keyof T]: Endpoint<
    Omit<T[K], 'method' | 'path'> & { method: 'GET' | 'POST'; path: string; tags: readonly string[] }
  >;
};

/**
 * The calls of one domain. By default each is `POST {base}/{name}` (PRODUCT.md §3: `POST
 * /api/<domain>/<action>`); `path` overrides the part after the base, `method` the verb.
 */
export const defineEndpoints = <const T extends Record<string, Def>>(
  domain: string,
  options: { base?: string; tags?: readonly string[] },
  defs: T,
): Group<T> => {
  const base = options.base ?? `${API_BASE}/${domain}`;
  const tags = options.tags ?? [domain];
  const out: Record<string, Endpoint> = {};
  for (const [name, def] of Object.entries(defs)) {
    const path = def.path === undefined ? `${base}/${name}` : `${base}${def.path}`;
    out[name] = { ...def, method: def.method ?? 'POST', path, tags, domain, name };
  }
  return out as Group<T>;
};

/** Every endpoint of a group, as a list. */
export const endpointsOf = (group: Record<string, Endpoint>): Endpoint[] => Object.values(group);

/** Is this a customer call (session), a public one, or the warehouse's (API key)? */
export const isIntegration = (e: Pick<EndpointSpec, 'access'>) => e.access === INTEGRATION;
export const isPublic = (e: Pick<EndpointSpec, 'access'>) => e.access === null;
