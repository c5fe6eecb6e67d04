import {
  downloadsEndpoints,
  downloadsPageRequest,
  exportsEndpoints,
  filesEndpoints,
  filesPageRequest,
  importsEndpoints,
} from '@oms/contracts';
import { call, callers } from '@/shared/api/call';
import { createQueryKeys, listSource } from '@/shared/list-page';

// The file center, the download center, exports and the public import templates. Uploads, downloads
// and the template link go past the JSON client (see lib/download.ts).

export const fileKeys = createQueryKeys('files');
export const downloadKeys = createQueryKeys('downloads');
export const templateKeys = createQueryKeys('import-templates');

const files = callers(filesEndpoints);
export const filesApi = {
  page: files.page,
  modules: () => files.modules(),
  delete: (ids: string[]) => files.delete({ ids }),
};
/** The file center's rows (its column configuration's page key is `files`). */
export const fileList = listSource('files', filesPageRequest, fileKeys, filesApi.page);

const downloads = callers(downloadsEndpoints);
export const downloadsApi = { ...downloads, detail: (id: string) => downloads.detail({ id }) };
/** The download center's rows (its column configuration's page key is `downloads`). */
export const downloadList = listSource('downloads', downloadsPageRequest, downloadKeys, downloadsApi.page);

export const exportsApi = callers(exportsEndpoints);

export const templatesApi = {
  list: () => call(importsEndpoints.templates),
};
