import type { FastifyInstance } from 'fastify';
import { integrationKeyEndpoints, integrationPublishingEndpoints, type Whoami } from '@oms/contracts';
import type { IntegrationContext } from '../../core/context';
import { registerEndpoints } from '../../core/endpoints';

/** The caller as the wire shows it (string ids, like every id on the wire). */
const whoamiOf = (c: IntegrationContext): Whoami => ({
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

/** Who the key is, and what the warehouse publishes: announcements, version notes and to-dos. */
export const integrationRoutes = (app: FastifyInstance) => {
  const service = app.services.integration;
  registerEndpoints(app, integrationKeyEndpoints, {
    whoami: async ({ caller }) => whoamiOf(caller),
  });
  registerEndpoints(app, integrationPublishingEndpoints, {
    announcements: ({ caller, body }) => service.publishAnnouncement(caller, body),
    versions: ({ caller, body }) => service.publishVersion(caller, body),
    todos: ({ caller, body }) => service.raiseTodo(caller, body),
  });
};
