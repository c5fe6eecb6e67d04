import type { FastifyInstance } from 'fastify';
import { FILE_LIMITS, importsEndpoints } from '@oms/contracts';
import { registerEndpoints } from '../../core/endpoints';
import { contentDisposition } from '../files/file-names';
import { fieldBefore, filePart } from '../files/multipart';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Import templates (public, for /templateList) and uploads that import a file as a job. */
export const importsRoutes = (app: FastifyInstance) => {
  const { imports } = app.services;
  registerEndpoints(app, importsEndpoints, {
    templates: async ({ request }) => imports.templates(request.language),
    template: async ({ query, request, reply }) => {
      const { name, content } = imports.template(query.kind, query.language ?? request.language);
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', contentDisposition(name))
        .send(content);
    },
    upload: async ({ auth, query, request }) => {
      const part = await filePart(request, FILE_LIMITS.importMaxBytes);
      try {
        const kind = imports.assertAllowed(auth, query.kind ?? fieldBefore(part, 'kind'));
        return await imports.upload(auth, kind, part.file, part.filename, request.language);
      } finally {
        // A refused request leaves the rest of the body unread: drain it so the connection is reusable.
        part.file.resume();
      }
    },
    result: ({ auth, body, request }) => imports.result(auth, Number(body.id), request.language),
  });
};
