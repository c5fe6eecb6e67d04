import type { FastifyInstance } from 'fastify';
import { FILE_LIMITS, importsEndpoints } from '@oms/contracts';
import { registerEndpoints } from '../../core/endpoints';
import { contentDisposition } from '../files/file-names';
import { fieldBefore, filePart } from '../files/multipart';
import { authenticate } from '../../core/authenticate';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Import templates (public, for /templateList) and uploads that import a file as a job. */
export const importsRoutes = (app: FastifyInstance) => {
  const { imports } = app.services;
  registerEndpoints(app, importsEndpoints, {
    templates: async ({ request }) => imports.templates(request.language),
    template: async ({ query, request, reply }) => {
      // Public (the /templateList page links it); a session adds the company's values.
      const auth = request.headers.token ? await authenticate(app, request.headers).catch(() => null) : null;
      const language = query.language ?? request.language;
      const { name, content } = await imports.template(query.kind, language, auth);
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', contentDisposition(name))
        .send(content);
    },
    upload: async ({ auth, query, request }) => {
      const part = await filePart(request, FILE_LIMITS.importMaxBytes);
      try {
        const kind = imports.assertAllowed(auth, query.kind ?? fieldBefore(part, 'kind'));
        const target = query.target ?? fieldBefore(part, 'target');
        return await imports.upload(auth, kind, part.file, part.filename, request.language, target);
      } finally {
        // A refused request leaves the rest of the body unread: drain it so the connection is reusable.
        part.file.resume();
      }
    },
    result: ({ auth, body, request }) => imports.result(auth, Number(body.id), request.language),
  });
};
