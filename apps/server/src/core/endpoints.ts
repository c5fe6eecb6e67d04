import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { z } from 'zod';
import {
  envelope,
  errorEnvelope,
  formatMessage,
  IDEMPOTENCY_KEY_PATTERN,
  INTEGRATION_LIMITS,
  isIntegration,
  isPublic,
  LIMITS,
  RESULT_CODE,
  type BodyOf,
  type Endpoint,
  type MessageKey,
  type ParamsOf,
  type QueryOf,
} from '@oms/contracts';
import { AppError, errors } from '../lib/errors';
import { inputProblem } from '../lib/nul';
import type { AuthContext, IntegrationContext } from './context';

// Routes come from the contracts' endpoint descriptors: a module hands `registerEndpoints` its group
// of descriptors and one thin handler per descriptor (the type demands every one), and gets the
// route with its schemas, permission, OpenAPI entry and envelope. The auth plugin refuses any /api or
// /open-api route registered another way.

/** What a handler gets: the validated input, and who calls (a getter that answers 401 when absent). */
export type EndpointContext<E extends Endpoint> = {
  request: FastifyRequest;
  reply: FastifyReply;
  body: BodyOf<E>;
  query: QueryOf<E>;
  params: ParamsOf<E>;
  /** The session's context (customer API). */
  readonly auth: AuthContext;
  /** The API key's caller (integration API). */
  readonly caller: IntegrationContext;
};

/** A handler answers the envelope's data; an endpoint without a response schema sends its own reply. */
export type EndpointHandler<E extends Endpoint> = (
  ctx: EndpointContext<E>,
) => Promise<E['response'] extends z.ZodType ? z.input<E['response']> : unknown>;

export type EndpointHandlers<G extends Record<string, Endpoint>> = {
  [K in keyof G]: EndpointHandler<G[K]>;
};

const apiKeyMissing = () =>
  new AppError(RESULT_CODE.loginExpired, 'integration.apiKeyMissing', {}, { status: 401 });

/** The Idempotency-Key header, refused with `error`: required on integration POSTs, optional elsewhere. */
const idempotencyKeyHeader = (error: MessageKey) =>
  z
    .string({ error })
    .min(1, { error })
    .max(INTEGRATION_LIMITS.idempotencyKeyMax, { error })
    .regex(IDEMPOTENCY_KEY_PATTERN, { error })
    .describe('Unique per request; a repeat with the same key answers the first answer again');

const integrationErrors = {
  401: errorEnvelope.describe('No API key, an unknown or revoked one, or a customer token'),
  403: errorEnvelope.describe("The document belongs to another of the tenant's warehouses"),
  404: errorEnvelope.describe('Not found in the tenant of the key'),
  422: errorEnvelope.describe('Validation failed; data.issues names the fields'),
};
const integrationWriteErrors = {
  ...integrationErrors,
  409: errorEnvelope.describe(
    'The document is not in a state that allows this, or the same key is still running',
  ),
};

/**
 * One envelope per response schema in the process, so that each is compiled to a serialiser once
 * (`core/response-serializer.ts`), not again for every app a test file builds.
 */
const envelopes = new WeakMap<z.ZodType, z.ZodType>();
const envelopeOf = (response: z.ZodType) => {
  let wrapped = envelopes.get(response);
  if (!wrapped) envelopes.set(response, (wrapped = envelope(response)));
  return wrapped;
};

const schemaOf = (e: Endpoint): FastifySchema => {
  const integration = isIntegration(e);
  const write = e.method === 'POST';
  const ok = e.response ? { 200: envelopeOf(e.response) } : {};
  return {
    tags: [...e.tags],
    summary: e.summary,
    ...(isPublic(e) ? { security: [] } : integration ? { security: [{ apiKey: [] }] } : {}),
    ...(e.body ? { body: e.body } : {}),
    ...(e.query ? { querystring: e.query } : {}),
    ...(e.params ? { params: e.params } : {}),
    ...(e.multipart ? { consumes: ['multipart/form-data'] } : {}),
    // Every integration POST carries an Idempotency-Key (other headers pass through untouched).
    ...(integration && write
      ? {
          headers: z.looseObject({
            'idempotency-key': idempotencyKeyHeader('integration.idempotencyKeyMissing'),
          }),
        }
      : {}),
    // A customer call that creates or pays takes one if the client sends it (plugins/idempotency.ts).
    ...(!integration && e.idempotent
      ? {
          headers: z.looseObject({
            'idempotency-key': idempotencyKeyHeader('integration.idempotencyKeyInvalid').optional(),
          }),
        }
      : {}),
    response: integration ? { ...ok, ...(write ? integrationWriteErrors : integrationErrors) } : ok,
  };
};

/**
 * PostgreSQL refuses NUL in text, so a NUL anywhere in the body, query or path parameters is invalid
 * input on every route: 422 naming the field, before the schemas and the handler see it. So is input
 * nested deeper than any call takes (LIMITS.inputDepthMax), which nothing after this walks.
 */
const refuseHostileInput = async (request: FastifyRequest) => {
  for (const input of [request.body, request.query, request.params]) {
    const problem = inputProblem(input, LIMITS.inputDepthMax);
    if (!problem) continue;
    const key = problem.kind === 'nul' ? 'validation.nulCharacter' : 'validation.tooDeep';
    const params = { max: LIMITS.inputDepthMax };
    const message = formatMessage(key, request.language, params);
    throw new AppError(RESULT_CODE.validation, key, params, {
      data: { issues: [{ field: problem.path, message }] },
    });
  }
};

/** Registers one route per descriptor of the group, each calling its handler. */
export const registerEndpoints = <G extends Record<string, Endpoint>>(
  app: FastifyInstance,
  group: G,
  handlers: EndpointHandlers<G>,
) => {
  for (const name of Object.keys(group) as (keyof G & string)[]) {
    const e = group[name]!;
    const handler = handlers[name];
    app.route({
      method: e.method,
      // Descriptors hold full paths; inside a prefixed scope (the integration API's) Fastify adds
      // the prefix again, so the part the scope already gives is left out.
      url: app.prefix && e.path.startsWith(`${app.prefix}/`) ? e.path.slice(app.prefix.length) : e.path,
      config: { permission: isIntegration(e) ? undefined : e.access, endpoint: e },
      schema: schemaOf(e),
      preValidation: refuseHostileInput,
      handler: async (request, reply) => {
        const ctx = {
          request,
          reply,
          body: request.body,
          query: request.query,
          params: request.params,
          get auth() {
            if (!request.auth) throw errors.unauthorized();
            return request.auth;
          },
          get caller() {
            if (!request.integration) throw apiKeyMissing();
            return request.integration;
          },
        } as EndpointContext<G[typeof name]>;
        const data = await handler(ctx);
        return e.response ? { code: RESULT_CODE.ok, message: 'success', data } : data;
      },
    });
  }
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contracts descriptor the route was registered from. */
    endpoint?: Endpoint;
  }
  interface FastifyRequest {
    integration?: IntegrationContext;
  }
}
