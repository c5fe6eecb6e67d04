import { vi } from 'vitest';

type Upload = { url: string; headers: Record<string, string>; fileName: string | undefined };

/**
 * The browser's XMLHttpRequest as far as an upload uses it (shared/import's uploadWithProgress): every
 * upload reports its progress and answers `result`; answers what was sent.
 */
export const fakeUploads = (result: unknown) => {
  const sent: Upload[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private url = '';
    private readonly headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send(form: FormData) {
      const file = form.get('file');
      sent.push({
        url: this.url,
        headers: this.headers,
        fileName: file instanceof File ? file.name : undefined,
      });
      setTimeout(() => {
        this.upload.onprogress?.(
          new ProgressEvent('progress', { lengthComputable: true, loaded: 1, total: 1 }),
        );
        this.status = 200;
        this.responseText = JSON.stringify({ code: 0, message: 'success', data: result });
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
};
