import { defineEndpoints } from './endpoint';
import { DOWNLOADS_VIEW_CODE } from './files';
import { downloadRecord, downloadsPage, downloadsPageRequest, jobIdRequest } from './jobs';
import { ROOT_CODE } from './page';

/** /api/downloads/*: the download center (/clientCenter/download), the signed-in user's jobs. */
export const downloadsEndpoints = defineEndpoints(
  'downloads',
  {},
  {
    page: {
      access: DOWNLOADS_VIEW_CODE,
      summary: "The signed-in user's export and import jobs: progress, result file, expiry",
      body: downloadsPageRequest,
      response: downloadsPage,
    },
    detail: {
      // One's own job only (the service checks): an exporter follows their export's progress even
      // without the download center's code.
      access: ROOT_CODE,
      summary: "One of the signed-in user's export or import jobs: progress, result file",
      body: jobIdRequest,
      response: downloadRecord,
    },
  },
);
