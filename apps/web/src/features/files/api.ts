import type {
  DownloadRecord,
  DownloadsPageRequest,
  ExportCreateRequest,
  ExportCreateResponse,
  FileRecord,
  FilesPageRequest,
  ImportTemplateItem,
  PageResult,
} from '@oms/contracts';
import { request } from '../../shared/api/client';
import { createQueryKeys } from '../../shared/list-page';

// The file center, the download center, exports and the public import templates.

export const fileKeys = createQueryKeys('files');
export const downloadKeys = createQueryKeys('downloads');
export const templateKeys = createQueryKeys('import-templates');

export const filesApi = {
  page: (body: FilesPageRequest) => request<PageResult<FileRecord>>('files/page', body),
  modules: () => request<string[]>('files/modules', {}),
  delete: (ids: string[]) => request<{ deleted: number }>('files/delete', { ids }),
};

export const downloadsApi = {
  page: (body: DownloadsPageRequest) => request<PageResult<DownloadRecord>>('downloads/page', body),
  detail: (id: string) => request<DownloadRecord>('downloads/detail', { id }),
};

export const exportsApi = {
  create: (body: ExportCreateRequest) => request<ExportCreateResponse>('exports/create', body),
};

export const templatesApi = {
  list: () => request<ImportTemplateItem[]>('imports/templates', {}),
};
