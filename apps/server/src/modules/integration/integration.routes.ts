import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createdResult,
  publishAnnouncementRequest,
  publishVersionRequest,
  raiseTodoRequest,
  whoami,
} from '@oms/contracts';
import { ok } from '../../lib/reply';
import { integrationOf } from './integration.hooks';
import { meta, postHeaders, readResponses, writeResponses } from './integration.schemas';

/** Who the key is, and what the warehouse publishes: announcements, version notes and to-dos. */
export const integrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.integration;

  app.get(
    '/whoami',
    { schema: { ...meta('key', 'The key, its warehouse and its tenant'), response: readResponses(whoami) } },
    async (request) => {
      const c = integrationOf(request);
      return ok({
        keyId: String(c.keyId),
        keyName: c.keyName,
        tenant: { id: String(c.tenantId), code: c.tenantCode, name: c.tenantName },
        warehouse: {
          id: String(c.warehouseId),
          code: c.warehouseCode,
          nameZh: c.warehouseNameZh,
          nameEn: c.warehouseNameEn,
        },
      });
    },
  );

  app.post(
    '/announcements',
    {
      schema: {
        ...meta('publishing', "Publish an announcement to the tenant's customers (rich text, sanitised)"),
        headers: postHeaders,
        body: publishAnnouncementRequest,
        response: writeResponses(createdResult),
      },
    },
    async (request) => ok(await service.publishAnnouncement(integrationOf(request), request.body)),
  );

  app.post(
    '/versions',
    {
      schema: {
        ...meta('publishing', 'Publish a version note (the bell\'s "version updates" tab)'),
        headers: postHeaders,
        body: publishVersionRequest,
        response: writeResponses(createdResult),
      },
    },
    async (request) => ok(await service.publishVersion(integrationOf(request), request.body)),
  );

  app.post(
    '/todos',
    {
      schema: {
        ...meta('publishing', 'Raise a to-do for a company of the tenant; its open pages get it at once'),
        headers: postHeaders,
        body: raiseTodoRequest,
        response: writeResponses(createdResult),
      },
    },
    async (request) => ok(await service.raiseTodo(integrationOf(request), request.body)),
  );
};
