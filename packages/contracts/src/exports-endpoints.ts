import { z } from 'zod';
import { defineEndpoints } from './endpoint';
import { exportCreateRequest, exportCreateResponse, exportKindsResponse } from './exports';
import { ROOT_CODE } from './page';

/** /api/exports/*: exports of any list; the export's own permission code is checked by the server. */
export const exportsEndpoints = defineEndpoints(
  'exports',
  {},
  {
    create: {
      access: ROOT_CODE,
      summary:
        'Export the selection or the filtered list: the file at once, or a job (see the download center)',
      body: exportCreateRequest,
      response: exportCreateResponse,
    },
    kinds: {
      access: ROOT_CODE,
      summary: 'The exports the caller may run',
      body: z.object({}).optional(),
      response: exportKindsResponse,
    },
  },
);
