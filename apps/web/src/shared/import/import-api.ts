import {
  filesEndpoints,
  importsEndpoints,
  RESULT_CODE,
  type ImportResult,
  type Language,
} from '@oms/contracts';
import i18n from '@/shared/i18n';
import { call, urlOf } from '@/shared/api/call';
import { ApiError, sessionHeaders } from '@/shared/api/client';

// The import framework's calls: an upload with progress (multipart, past the JSON client), the
// result of one still processing, the public template and the error file (a download with the session).

/** The public template of an import kind in a language (a plain link: no session needed). */
export const importTemplateUrl = (kind: string, language: Language) =>
  urlOf(importsEndpoints.template, { kind, language });

/**
 * Uploads `file` (multipart field `file`) to `url` with the session; `onProgress` hears the share
 * sent (0–100). Answers the envelope's data; a refusal throws its translated message.
 */
export const uploadWithProgress = <T>(url: string, file: File, onProgress: (percent: number) => void) =>
  new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(sessionHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError(-1, i18n.t('common:network.error')));
    xhr.onload = () => {
      type Envelope = { code?: number; message?: string; data: T };
      const payload = ((): Envelope | null => {
        try {
          return JSON.parse(xhr.responseText) as Envelope;
        } catch {
          return null;
        }
      })();
      if (!payload) {
        reject(new ApiError(-1, i18n.t('common:network.status', { status: xhr.status })));
      } else if ((payload.code ?? 0) !== RESULT_CODE.ok) {
        reject(new ApiError(payload.code ?? -1, payload.message ?? '', payload.data, xhr.status));
      } else {
        resolve(payload.data);
      }
    };
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });

/**
 * Uploads the file for `kind` (into the document `target`, for kinds that fill one). Answers the
 * import's result (SUCCEEDED, FAILED with the error file, or PENDING while the job still runs); a
 * refusal throws.
 */
export const uploadImport = (
  kind: string,
  file: File,
  onProgress: (percent: number) => void,
  target?: string,
) => uploadWithProgress<ImportResult>(urlOf(importsEndpoints.upload, { kind, target }), file, onProgress);

/** One of the user's imports, e.g. one that was still processing. */
export const importResultOf = (jobId: string) => call(importsEndpoints.result, { id: jobId });

/** Downloads the error file (a stored file of the user) and saves it under `name`. */
export const downloadErrorFile = (fileId: string, name: string) =>
  downloadWithSession(urlOf(filesEndpoints.download, { id: fileId }), name);

/** Downloads the template with the session, so it offers the company's own values (e.g. its brands). */
export const downloadTemplate = (kind: string, language: Language, name: string) =>
  downloadWithSession(importTemplateUrl(kind, language), name);

/** Fetches `url` with the session and saves the answer under its own name (or `name`). */
const downloadWithSession = async (url: string, name: string) => {
  const response = await fetch(url, { headers: sessionHeaders() });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.startsWith('application/json')) {
    const body = (await response.json().catch(() => null)) as { code?: number; message?: string } | null;
    throw new ApiError(body?.code ?? response.status, body?.message ?? '', null, response.status);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = encoded ? decodeURIComponent(encoded) : name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
};
