import { HEADER, RESULT_CODE, type FileRecord, type UploadPurpose } from '@oms/contracts';
import i18n from '../../../shared/i18n';
import { ApiError } from '../../../shared/api/client';
import { runtimeConfig } from '../../../shared/lib/runtime-config';
import { useAppStore } from '../../../shared/stores/app-store';
import { useSession } from '../../../shared/stores/session-store';

// Uploads and image reads go past the JSON client: multipart in, bytes out. Both carry the same
// language and session headers, so an <img src> cannot show a stored image; it reads it as a blob.

const headers = (): Record<string, string> => {
  const session = useSession.getState();
  const out: Record<string, string> = { [HEADER.language]: useAppStore.getState().language };
  if (session.token) out[HEADER.token] = session.token;
  if (session.tenantId) out[HEADER.tenantId] = session.tenantId;
  if (session.companyId) out[HEADER.companyId] = session.companyId;
  return out;
};

const url = (path: string) => `${runtimeConfig().apiBase.replace(/\/$/, '')}/${path}`;

/** Uploads one file for `purpose` (checked by content on the server) under `module`; answers its record. */
export const uploadFile = async (file: Blob, name: string, purpose: UploadPurpose, module: string) => {
  const form = new FormData();
  form.append('file', file, name);
  const qs = new URLSearchParams({ purpose, module }).toString();
  let response: Response;
  try {
    response = await fetch(url(`files/upload?${qs}`), { method: 'POST', headers: headers(), body: form });
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
  const response = await fetch(url(`files/download?id=${encodeURIComponent(id)}`), {
    headers: headers(),
    signal,
  });
  if (!response.ok) throw new ApiError(response.status, i18n.t('messages:files.downloadFailed'));
  return URL.createObjectURL(await response.blob());
};
