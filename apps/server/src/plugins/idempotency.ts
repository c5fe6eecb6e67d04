import fp from 'fastify-plugin';
// The header's form is checked by the route's schema (core/endpoints.ts) before this runs.
import { INTEGRATION_HEADER } from '@oms/contracts';
import { idempotencyScope, requestHash } from '../modules/integration/idempotency.service';

const single = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * The customer API's Idempotency-Key: on a call its endpoint marks `idempotent` (creating a document,
 * paying), a client that sends the header gets one effect however often it repeats the request, for
 * the same signed-in user, within the integration API's window. A repeat answers the first answer
 * again (header `idempotent-replayed: true`); a repeat while the first still runs is 409; the same
 * key with another body is 422. Without the header the call behaves as usual.
 */
export const idempotencyPlugin = fp(async (app) => {
  // The process's presence goes with the app (the integration API's keys use it too).
  app.addHook('onClose', async () => app.services.integration.idempotency.close());
  app.addHook('preHandler', async (request, reply) => {
    const endpoint = request.routeOptions.config?.endpoint;
    const key = single(request.headers[INTEGRATION_HEADER.idempotencyKey]);
    if (!endpoint?.idempotent || !request.auth || key === undefined) return undefined;
    const scope = idempotencyScope.user(request.auth.userId);
    const hash = requestHash(request.method, request.url, request.body);
    const claim = await app.services.integration.idempotency.claim(scope, key, hash);
    request.idempotency = { key, replay: claim.kind === 'replay' };
    if (claim.kind === 'new') return undefined;
    return reply
      .code(claim.statusCode)
      .header(INTEGRATION_HEADER.replayed, 'true')
      .type('application/json; charset=utf-8')
      .send(claim.response);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const held = request.idempotency;
    if (!held || held.replay || !request.auth || !request.routeOptions.config?.endpoint?.idempotent)
      return payload;
    const scope = idempotencyScope.user(request.auth.userId);
    const { idempotency } = app.services.integration;
    // A 5xx frees the key for the retry; anything else is the answer the key keeps.
    if (reply.statusCode >= 500 || typeof payload !== 'string') await idempotency.release(scope, held.key);
    else await idempotency.complete(scope, held.key, reply.statusCode, payload);
    return payload;
  });
});
