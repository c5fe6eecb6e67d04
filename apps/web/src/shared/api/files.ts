import { filesEndpoints, RESULT_CODE, type FileRecord, type UploadPurpose } from '@oms/contracts';
import i18n from '@/shared/i18n';
import { urlOf } from './call';
import { ApiError, sessionHeaders } from './client';

// Uploads and image reads go past the JSON client: multipart in, bytes out. Both carry the same
// language and session headers, so an <img src> cannot show a stored image; it reads it as a blob.

/** Uploads one file for `purpose` (checked by content on the server) under `module`; answers its record. */
export const uploadFile = async (file: Blob, name: string, purpose: UploadPurpose, module: string) => {
  const form = new FormData();
  form.append('file', file, name);
  let response: Response;
  try {
    response = await fetch(urlOf(filesEndpoints.upload, { purpose, module }), {
      method: 'POST',
      headers: sessionHeaders(),
      body: form,
    });
  } catch {
    throw new ApiError(-1, i18n.t('common:network.error'));
  }
  const payload = (await response.json().catch(() => null)) as {
    code?: number;
    message?: string;
    data: FileRecord;
  } | null;
  if (!payload) throw new ApiError(-1, i18n.t('common:network.status', { status: response.status }));
  if ((payload.code ?? 0) !== RESULT_CODE.ok)
    throw new ApiError(payload.code ?? -1, payload.message ?? '', payload.data, response.status);
  return payload.data;
};

/** A stored file of the company as an object URL (the caller revokes it). */
export const fileObjectUrl = async (id: string, signal?: AbortSignal) => {
  const response = await fetch(urlOf(filesEndpoints.download, { id }), {
    headers: sessionHeaders(),
    signal,
  });
  if (!response.ok) throw new ApiError(response.status, i18n.t('messages:files.downloadFailed'));
  return URL.createObjectURL(await response.blob());
};

/** Opens a stored file of the company in a new tab (the tab keeps the object URL). */
export const openFile = async (id: string) => {
  window.open(await fileObjectUrl(id), '_blank', 'noopener');
};
