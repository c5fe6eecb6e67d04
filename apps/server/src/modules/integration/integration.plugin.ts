import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { INTEGRATION_BASE, INTEGRATION_DOCS, INTEGRATION_HEADER } from '@oms/contracts';
import { addIntegrationHooks } from './integration.hooks';

/**
 * The warehouse integration API under /open-api/warehouse with its own OpenAPI document and UI at
 * /open-api/docs. Encapsulated on purpose: its key check, idempotency and record hooks and its
 * swagger instance see only these routes (the customer API's document hides them, see openapi.ts).
 */
export const integrationPlugin: FastifyPluginAsync<{
  routes: ((scope: FastifyInstance) => unknown)[];
}> = async (app, { routes }) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'OMS warehouse integration API',
        description:
          "What the operator's WMS, staff tools and the simulator call. Authenticate with a warehouse API " +
          `key in \`${INTEGRATION_HEADER.apiKey}\` (\`npm run ops -- api-key create --warehouse LAX\`); the ` +
          'warehouse and tenant come from the key. Every POST needs an `Idempotency-Key` header: a repeat ' +
          'answers the first answer again (header `idempotent-replayed: true`), the same key with another ' +
          'request answers 422. Every response is `{ code, message, data }`; send `language: zh|en` for the ' +
          'messages. Every call is written to the operation record.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: INTEGRATION_HEADER.apiKey } },
      },
      security: [{ apiKey: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: INTEGRATION_DOCS });
  await app.register(
    async (scope) => {
      addIntegrationHooks(scope);
      for (const register of routes) await scope.register(async (inner) => void (await register(inner)));
    },
    { prefix: INTEGRATION_BASE },
  );
};
