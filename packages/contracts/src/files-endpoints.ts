import { defineEndpoints } from './endpoint';
import {
  downloadQuery,
  FILE_CENTER_DELETE_CODE,
  FILE_CENTER_VIEW_CODE,
  fileModulesResponse,
  fileRecord,
  filesDeleteRequest,
  filesDeleteResponse,
  filesPage,
  filesPageRequest,
  uploadQuery,
} from './files';
import { ROOT_CODE } from './page';

/** /api/files/*: uploads, downloads and the file center (/fileManage/list). */
export const filesEndpoints = defineEndpoints(
  'files',
  {},
  {
    upload: {
      access: ROOT_CODE,
      summary: 'Upload one file (multipart field `file`); its type is checked by content against the purpose',
      query: uploadQuery,
      multipart: true,
      response: fileRecord,
    },
    page: {
      access: FILE_CENTER_VIEW_CODE,
      summary: "The company's files, newest first",
      body: filesPageRequest,
      response: filesPage,
    },
    modules: {
      access: FILE_CENTER_VIEW_CODE,
      summary: "The modules the company's files belong to (for the module filter)",
      response: fileModulesResponse,
    },
    download: {
      method: 'GET',
      // The service decides: the file center's view code, the user's own files, or attached files.
      access: ROOT_CODE,
      summary: 'Download a file of the company (404 for any other)',
      query: downloadQuery,
    },
    delete: {
      access: FILE_CENTER_DELETE_CODE,
      summary: 'Delete files (not those a document uses); the reason is recorded',
      body: filesDeleteRequest,
      response: filesDeleteResponse,
    },
  },
);
