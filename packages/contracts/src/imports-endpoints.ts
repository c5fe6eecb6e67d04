import { defineEndpoints } from './endpoint';
import { importResult, importTemplateQuery, importTemplatesResponse, importUploadQuery } from './imports';
import { jobIdRequest } from './jobs';
import { ROOT_CODE } from './page';

/**
 * /api/imports/*: templates (public, for /templateList) and uploads that import a file as a job; the
 * import's own permission code is checked by the server.
 */
export const importsEndpoints = defineEndpoints(
  'imports',
  {},
  {
    templates: {
      access: null,
      summary: 'Every import with a downloadable template',
      response: importTemplatesResponse,
    },
    template: {
      method: 'GET',
      access: null,
      summary: "An import's xlsx template: headers in the language and an example row",
      query: importTemplateQuery,
    },
    upload: {
      access: ROOT_CODE,
      summary:
        'Import an xls or xlsx (multipart field `file`; `kind` in the query or a field before the file)',
      query: importUploadQuery,
      multipart: true,
      response: importResult,
    },
    result: {
      access: ROOT_CODE,
      summary: "One of the caller's imports, e.g. one still processing",
      body: jobIdRequest,
      response: importResult,
    },
  },
);
