import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DOWNLOADS_VIEW_CODE,
  FILE_CENTER_DELETE_CODE,
  FILE_CENTER_VIEW_CODE,
  ROOT_CODE,
  UPLOAD_RULES,
  downloadQuery,
  downloadRecord,
  downloadsPage,
  downloadsPageRequest,
  envelope,
  fileModulesResponse,
  fileRecord,
  filesDeleteRequest,
  filesDeleteResponse,
  filesPage,
  filesPageRequest,
  jobIdRequest,
  uploadQuery,
} from '@oms/contracts';
import { authOf, ok } from '../../lib/reply';
import { contentDisposition } from './file-names';
import { fileToRecord } from './file-record';
import { filePart } from './multipart';

const meta = (tags: string, summary: string) => ({ tags: [tags], summary });

/** The file center (/fileManage/list), uploads, downloads, and the download center's job list. */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { files, downloads } = app.services;

  app.post(
    '/api/files/upload',
    {
      config: { permission: ROOT_CODE },
      schema: {
        ...meta(
          'files',
          'Upload one file (multipart field `file`); its type is checked by content against the purpose',
        ),
        querystring: uploadQuery,
        consumes: ['multipart/form-data'],
        response: { 200: envelope(fileRecord) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const { purpose, module } = request.query;
      const part = await filePart(request, UPLOAD_RULES[purpose].maxBytes);
      const owner = files.ownerOf(auth);
      const row = await files.upload(part.file, part.filename, purpose, owner, 'upload', module);
      return ok(fileToRecord(row, auth.accountName));
    },
  );

  app.post(
    '/api/files/page',
    {
      config: { permission: FILE_CENTER_VIEW_CODE },
      schema: {
        ...meta('files', "The company's files, newest first"),
        body: filesPageRequest,
        response: { 200: envelope(filesPage) },
      },
    },
    async (request) => ok(await files.page(authOf(request), request.body)),
  );

  app.post(
    '/api/files/modules',
    {
      config: { permission: FILE_CENTER_VIEW_CODE },
      schema: {
        ...meta('files', "The modules the company's files belong to (for the module filter)"),
        response: { 200: envelope(fileModulesResponse) },
      },
    },
    async (request) => ok(await files.modules(authOf(request))),
  );

  app.get(
    '/api/files/download',
    {
      // The service decides: the file center's view code, the user's own files, or attached files.
      config: { permission: ROOT_CODE },
      schema: {
        ...meta('files', 'Download a file of the company (404 for any other)'),
        querystring: downloadQuery,
      },
    },
    async (request, reply) => {
      const { row, content } = await files.openDownload(authOf(request), Number(request.query.id));
      return reply
        .header('content-type', row.mime)
        .header('content-length', String(row.size))
        .header('content-disposition', contentDisposition(row.name))
        .header('cache-control', 'private, no-store')
        .send(content);
    },
  );

  app.post(
    '/api/files/delete',
    {
      config: { permission: FILE_CENTER_DELETE_CODE },
      schema: {
        ...meta('files', 'Delete files (not those a document uses); the reason is recorded'),
        body: filesDeleteRequest,
        response: { 200: envelope(filesDeleteResponse) },
      },
    },
    async (request) => ok(await files.delete(authOf(request), request.body)),
  );

  app.post(
    '/api/downloads/page',
    {
      config: { permission: DOWNLOADS_VIEW_CODE },
      schema: {
        ...meta('downloads', "The signed-in user's export and import jobs: progress, result file, expiry"),
        body: downloadsPageRequest,
        response: { 200: envelope(downloadsPage) },
      },
    },
    async (request) => ok(await downloads.page(authOf(request), request.body, request.language)),
  );

  app.post(
    '/api/downloads/detail',
    {
      // One's own job only (the service checks): an exporter follows their export's progress even
      // without the download center's code.
      config: { permission: ROOT_CODE },
      schema: {
        ...meta('downloads', "One of the signed-in user's export or import jobs: progress, result file"),
        body: jobIdRequest,
        response: { 200: envelope(downloadRecord) },
      },
    },
    async (request) => ok(await downloads.detail(authOf(request), Number(request.body.id), request.language)),
  );
};
