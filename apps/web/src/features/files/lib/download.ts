import { filesEndpoints, importsEndpoints, type Language } from '@oms/contracts';
import { urlOf } from '@/shared/api/call';
import { ApiError, sessionHeaders } from '@/shared/api/client';

/** The URL of a stored file (GET /api/files/download; it needs the session headers). */
export const fileUrl = (id: string) => urlOf(filesEndpoints.download, { id });

/** The public template of an import, as a plain link (no session needed). */
export const templateUrl = (kind: string, language: Language) =>
  urlOf(importsEndpoints.template, { kind, language });

/** Saves a blob under `name` through a temporary link (the browser's download). */
export const saveBlob = (blob: Blob, name: string) => {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after the click returns.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
};

/**
 * Downloads a file of the company with the session headers (a plain link cannot send them) and saves
 * it under its name. A refusal (404, expired, no permission) throws an ApiError with the server's text.
 */
export const downloadFile = async (id: string, name: string) => {
  const response = await fetch(fileUrl(id), { headers: sessionHeaders() });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.startsWith('application/json')) {
    const body = (await response.json().catch(() => null)) as { code?: number; message?: string } | null;
    throw new ApiError(body?.code ?? response.status, body?.message ?? '', null, response.status);
  }
  saveBlob(await response.blob(), name);
};
