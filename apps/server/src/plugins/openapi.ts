import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI document generated from the same zod schemas that validate the routes; UI at /api/docs. */
export const openapiPlugin = fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'OMS customer portal API',
        description:
          'Customer API of the overseas-warehouse portal. Every response is `{ code, message, data }`; ' +
          'send `language: zh|en`, and with a session `token` (plus optional `tenant-id`, `company-id`).',
        version: '1.0.0',
      },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } } },
      security: [{ token: [] }],
    },
    // The warehouse integration API (/open-api) has a document of its own (modules/integration).
    transform: (input) =>
      input.url.startsWith('/open-api')
        ? { schema: { ...input.schema, hide: true }, url: input.url }
        : jsonSchemaTransform(input),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
