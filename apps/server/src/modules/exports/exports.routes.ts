import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ROOT_CODE,
  envelope,
  exportCreateRequest,
  exportCreateResponse,
  exportKindsResponse,
} from '@oms/contracts';
import { authOf, ok } from '../../lib/reply';

const meta = (summary: string) => ({ tags: ['exports'], summary });

/** Exports of any list: the export's own permission code is checked by the service. */
export const exportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { exports } = app.services;

  app.post(
    '/api/exports/create',
    {
      config: { permission: ROOT_CODE },
      schema: {
        ...meta(
          'Export the selection or the filtered list: the file at once, or a job (see the download center)',
        ),
        body: exportCreateRequest,
        response: { 200: envelope(exportCreateResponse) },
      },
    },
    async (request) => ok(await exports.create(authOf(request), request.body, request.language)),
  );

  app.post(
    '/api/exports/kinds',
    {
      config: { permission: ROOT_CODE },
      schema: {
        ...meta('The exports the caller may run'),
        body: z.object({}).optional(),
        response: { 200: envelope(exportKindsResponse) },
      },
    },
    async (request) => ok(exports.kinds(authOf(request), request.language)),
  );
};
