import { defineEndpoints, INTEGRATION, INTEGRATION_BASE } from './endpoint';
import {
  createdResult,
  publishAnnouncementRequest,
  publishVersionRequest,
  raiseTodoRequest,
  whoami,
} from './integration';

/** /open-api/warehouse/whoami: who the API key is. */
export const integrationKeyEndpoints = defineEndpoints(
  'integration',
  { base: INTEGRATION_BASE, tags: ['key'] },
  {
    whoami: {
      method: 'GET',
      access: INTEGRATION,
      summary: 'The key, its warehouse and its tenant',
      response: whoami,
    },
  },
);

/** What the warehouse publishes to the tenant's customers: announcements, version notes and to-dos. */
export const integrationPublishingEndpoints = defineEndpoints(
  'integration',
  { base: INTEGRATION_BASE, tags: ['publishing'] },
  {
    announcements: {
      access: INTEGRATION,
      summary: "Publish an announcement to the tenant's customers (rich text, sanitised)",
      body: publishAnnouncementRequest,
      response: createdResult,
    },
    versions: {
      access: INTEGRATION,
      summary: 'Publish a version note (the bell\'s "version updates" tab)',
      body: publishVersionRequest,
      response: createdResult,
    },
    todos: {
      access: INTEGRATION,
      summary: 'Raise a to-do for a company of the tenant; its open pages get it at once',
      body: raiseTodoRequest,
      response: createdResult,
    },
  },
);
