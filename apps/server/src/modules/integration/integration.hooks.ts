import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { INTEGRATION_BASE, INTEGRATION_HEADER, RESULT_CODE } from '@oms/contracts';
import { AppError } from '../../lib/errors';
import type { IntegrationContext } from '../../core/context';
import { idempotencyScope, requestHash } from './idempotency.service';

const single = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
const unauthorized = (
  key: 'integration.apiKeyMissing' | 'integration.apiKeyInvalid' | 'integration.customerTokenRefused',
) => new AppError(RESULT_CODE.loginExpired, key, {}, { status: 401 });

/** The caller of an integration route (set by the key check, never null inside the scope). */
export const integrationOf = (request: FastifyRequest): IntegrationContext => {
  if (!request.integration) throw unauthorized('integration.apiKeyMissing');
  return request.integration;
};

/**
 * The hooks of the /open-api/warehouse scope, in request order:
 * 1. onRequest: the API key (x-api-key) names the caller; a customer session token is refused.
 * 2. preHandler (POST): the Idempotency-Key (already validated by the route's header schema) is
 *    claimed, or the stored answer is sent again.
 * 3. onSend: the answer is stored for the key, and the call is written to the operation record (every
 *    write, replayed or refused; reads only when refused).
 */
export const addIntegrationHooks = (app: FastifyInstance) => {
  const { apiKeys, idempotency } = app.services.integration;
  const { operationRecords } = app.services;

  app.addHook('onRequest', async (request) => {
    const key = single(request.headers[INTEGRATION_HEADER.apiKey]);
    if (!key) {
      throw unauthorized(
        request.headers.token ? 'integration.customerTokenRefused' : 'integration.apiKeyMissing',
      );
    }
    const caller = await apiKeys.authenticate(key);
    if (!caller) throw unauthorized('integration.apiKeyInvalid');
    request.integration = caller;
  });

  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'POST') return;
    const caller = integrationOf(request);
    const key = single(request.headers[INTEGRATION_HEADER.idempotencyKey])!;
    const hash = requestHash(request.method, request.url, request.body);
    const claim = await idempotency.claim(idempotencyScope.apiKey(caller.keyId), key, hash);
    if (claim.kind === 'replay') {
      request.idempotency = { key, replay: true };
      return reply
        .code(claim.statusCode)
        .header(INTEGRATION_HEADER.replayed, 'true')
        .type('application/json; charset=utf-8')
        .send(claim.response);
    }
    request.idempotency = { key, replay: false };
    return undefined;
  });

  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const caller = request.integration;
    if (!caller) return payload;
    const held = request.idempotency;
    try {
      if (held && !held.replay) {
        if (reply.statusCode >= 500 || typeof payload !== 'string') {
          await idempotency.release(idempotencyScope.apiKey(caller.keyId), held.key);
        } else {
          await idempotency.complete(
            idempotencyScope.apiKey(caller.keyId),
            held.key,
            reply.statusCode,
            payload,
          );
        }
      }
      // Reads that succeed are not recorded: a WMS or the simulator polls, and a record per poll would
      // bury the writes (and grow by hundreds of thousands of rows a day) without telling anyone anything.
      if (request.method === 'GET' && reply.statusCode < 400) return payload;
      await operationRecords.record(app.deps.db, {
        tenantId: caller.tenantId,
        actor: caller.actor,
        warehouseId: caller.warehouseId,
        entityType: 'open-api',
        entityId: caller.keyId,
        action: `${request.method} ${(request.routeOptions.url ?? request.url).replace(INTEGRATION_BASE, '')}`,
        toState: String(reply.statusCode),
        note: `${request.url}${held ? ` idempotency-key=${held.key}${held.replay ? ' (replayed)' : ''}` : ''}`,
      });
    } catch (err) {
      request.log.error({ err }, 'integration call bookkeeping failed');
    }
    return payload;
  });
};

declare module 'fastify' {
  interface FastifyRequest {
    integration?: IntegrationContext;
    idempotency?: { key: string; replay: boolean };
  }
}
