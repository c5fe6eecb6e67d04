import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FILE_LIMITS,
  ROOT_CODE,
  envelope,
  importResult,
  importTemplateQuery,
  importTemplatesResponse,
  importUploadQuery,
  jobIdRequest,
} from '@oms/contracts';
import { authOf, ok } from '../../lib/reply';
import { contentDisposition } from '../files/file-names';
import { fieldBefore, filePart } from '../files/multipart';

const meta = (summary: string) => ({ tags: ['imports'], summary });

/** Import templates (public, for /templateList) and uploads that import a file as a job. */
export const importsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { imports } = app.services;

  app.post(
    '/api/imports/templates',
    {
      config: { permission: null },
      schema: {
        ...meta('Every import with a downloadable template'),
        response: { 200: envelope(importTemplatesResponse) },
      },
    },
    async (request) => ok(imports.templates(request.language)),
  );

  app.get(
    '/api/imports/template',
    {
      config: { permission: null },
      schema: {
        ...meta("An import's xlsx template: headers in the language and an example row"),
        querystring: importTemplateQuery,
      },
    },
    async (request, reply) => {
      const language = request.query.language ?? request.language;
      const { name, content } = imports.template(request.query.kind, language);
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', contentDisposition(name))
        .send(content);
    },
  );

  app.post(
    '/api/imports/upload',
    {
      config: { permission: ROOT_CODE },
      schema: {
        ...meta(
          'Import an xls or xlsx (multipart field `file`; `kind` in the query or a field before the file)',
        ),
        querystring: importUploadQuery,
        consumes: ['multipart/form-data'],
        response: { 200: envelope(importResult) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const part = await filePart(request, FILE_LIMITS.importMaxBytes);
      try {
        const kind = imports.assertAllowed(auth, request.query.kind ?? fieldBefore(part, 'kind'));
        return ok(await imports.upload(auth, kind, part.file, part.filename, request.language));
      } finally {
        // A refused request leaves the rest of the body unread: drain it so the connection is reusable.
        part.file.resume();
      }
    },
  );

  app.post(
    '/api/imports/result',
    {
      config: { permission: ROOT_CODE },
      schema: {
        ...meta("One of the caller's imports, e.g. one still processing"),
        body: jobIdRequest,
        response: { 200: envelope(importResult) },
      },
    },
    async (request) => ok(await imports.result(authOf(request), Number(request.body.id), request.language)),
  );
};
