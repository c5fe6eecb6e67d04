import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { columnSettings, columnSettingsKey, columnSettingsResponse, envelope } from '@oms/contracts';
import { SIGNED_IN } from '../../plugins/auth';
import { authOf, ok } from '../../lib/reply';

const base = '/api/column-settings';
const meta = (summary: string) => ({ tags: ['column-settings'], summary });
// Any signed-in user configures their own lists; a page they cannot open is never shown to them.
const config = { permission: SIGNED_IN };

/** The column configuration dialog of every list (specification §2), stored per user and page. */
export const columnSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.columnSettings;

  app.post(
    `${base}/get`,
    {
      config,
      schema: {
        ...meta("The user's configuration of a list, or null for the page's defaults"),
        body: columnSettingsKey,
        response: { 200: envelope(columnSettingsResponse) },
      },
    },
    async (request) => ok(await service.get(authOf(request).userId, request.body.pageKey)),
  );

  app.post(
    `${base}/save`,
    {
      config,
      schema: {
        ...meta(
          'Save visible search items and columns, their order and fixed columns (at least one of each visible, few fixed)',
        ),
        body: columnSettings,
        response: { 200: envelope(columnSettingsResponse) },
      },
    },
    async (request) => ok(await service.save(authOf(request).userId, request.body)),
  );

  app.post(
    `${base}/reset`,
    {
      config,
      schema: {
        ...meta("Forget the user's configuration of a list: back to the defaults"),
        body: columnSettingsKey,
        response: { 200: envelope(columnSettingsResponse) },
      },
    },
    async (request) => ok(await service.reset(authOf(request).userId, request.body.pageKey)),
  );
};
