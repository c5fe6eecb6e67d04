import type { FastifyInstance } from 'fastify';
import { filesEndpoints, UPLOAD_RULES } from '@oms/contracts';
import { registerEndpoints } from '../../core/endpoints';
import { contentDisposition } from './file-names';
import { fileToRecord } from './file-record';
import { filePart } from './multipart';

/** Uploads, downloads and the file center (/fileManage/list). */
export const filesRoutes = (app: FastifyInstance) => {
  const { files } = app.services;
  registerEndpoints(app, filesEndpoints, {
    upload: async ({ auth, query, request }) => {
      const part = await filePart(request, UPLOAD_RULES[query.purpose].maxBytes);
      const owner = files.ownerOf(auth);
      const row = await files.upload(part.file, part.filename, query.purpose, owner, 'upload', query.module);
      return fileToRecord(row, auth.accountName);
    },
    page: ({ auth, body }) => files.page(auth, body),
    modules: ({ auth }) => files.modules(auth),
    download: async ({ auth, query, reply }) => {
      const { row, content } = await files.openDownload(auth, Number(query.id));
      return reply
        .header('content-type', row.mime)
        .header('content-length', String(row.size))
        .header('content-disposition', contentDisposition(row.name))
        .header('cache-control', 'private, no-store')
        .send(content);
    },
    delete: ({ auth, body }) => files.delete(auth, body),
  });
};
